CREATE TABLE "repair_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"customer_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"order_line_id" integer,
	"item" text NOT NULL,
	"service" text NOT NULL,
	"store_id" integer NOT NULL,
	"drop_off_date" date NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"lang" text DEFAULT 'tr' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_bookings_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "repair_bookings_key_idx" ON "repair_bookings" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "repair_bookings_customer_idx" ON "repair_bookings" USING btree ("customer_id","id");