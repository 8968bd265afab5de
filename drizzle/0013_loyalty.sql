CREATE TABLE "store_customers" (
	"phone" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"store_name" text NOT NULL,
	"card_no" text,
	"segment" text NOT NULL,
	"customer_id" integer,
	"linked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "segment_held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loyalty_earning_rates" ADD COLUMN "threshold" integer DEFAULT 0 NOT NULL;