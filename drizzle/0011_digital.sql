CREATE TABLE "digital_outages" (
	"provider" text PRIMARY KEY NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digital_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"payer" text,
	"refunded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "digital_sessions_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE INDEX "digital_sessions_status_idx" ON "digital_sessions" USING btree ("status");