CREATE TABLE "reborn_demands" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'awaiting_approval' NOT NULL,
	"lang" text DEFAULT 'tr' NOT NULL,
	"customer" jsonb NOT NULL,
	"category_id" integer NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"color" text NOT NULL,
	"condition" text NOT NULL,
	"order_or_invoice_number" text DEFAULT '' NOT NULL,
	"height_cm" text NOT NULL,
	"width_cm" text NOT NULL,
	"usage_note" text DEFAULT '' NOT NULL,
	"attributes" jsonb NOT NULL,
	"checkboxes" jsonb NOT NULL,
	"price" integer NOT NULL,
	"payment_type" text NOT NULL,
	"ratio" integer NOT NULL,
	"iban" text,
	"recipient_name" text,
	"otp_required" integer DEFAULT 0 NOT NULL,
	"otp_verified_at" timestamp with time zone,
	"agreement_accepted_at" timestamp with time zone,
	"offer_price" integer,
	"payout" integer,
	"payout_reference" text,
	"history" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "return_uploads" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reborn_demands_key_idx" ON "reborn_demands" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "reborn_demands_customer_idx" ON "reborn_demands" USING btree ("customer_id","id");