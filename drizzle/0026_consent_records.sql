CREATE TABLE "consent_records" (
	"receipt" text PRIMARY KEY NOT NULL,
	"analytics" boolean NOT NULL,
	"marketing" boolean NOT NULL,
	"text_version" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"customer_id" integer
);
--> statement-breakpoint
CREATE INDEX "consent_records_customer_idx" ON "consent_records" USING btree ("customer_id","recorded_at");