CREATE TABLE "order_grants" (
	"session_id_hash" text NOT NULL,
	"order_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_grants_session_id_hash_order_id_pk" PRIMARY KEY("session_id_hash","order_id")
);
--> statement-breakpoint
CREATE TABLE "order_item_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cargo_branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"name" text NOT NULL,
	"city_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cargo_companies" (
	"code" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"logo_url" text NOT NULL,
	"picks_up_from_home" boolean DEFAULT false NOT NULL,
	"phone" text,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"event" text NOT NULL,
	"place" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"seller_code" text NOT NULL,
	"company_code" text NOT NULL,
	"tracking_number" text NOT NULL,
	"estimated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_tracking_number_unique" UNIQUE("tracking_number")
);
--> statement-breakpoint
CREATE TABLE "after_sales_items" (
	"request_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"reason_id" integer NOT NULL,
	"description" text,
	"product_condition" text,
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sales_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"shipping_preference" text,
	"cargo_company_code" text,
	"pickup_address" jsonb,
	"pickup_date" text,
	"return_code" text,
	"return_code_expires_at" timestamp with time zone,
	"tracking_number" text,
	"invoice_file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sales_requests_kind" CHECK ("after_sales_requests"."kind" in ('cancel', 'return'))
);
--> statement-breakpoint
CREATE TABLE "refund_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"order_payment_id" integer NOT NULL,
	"instrument" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_ref" text,
	"failure_code" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "refund_parts_amount_positive" CHECK ("refund_parts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "main_product_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "status_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "paid_amount" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "shipment_id" integer;--> statement-breakpoint
CREATE INDEX "order_item_events_order_idx" ON "order_item_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "cargo_branches_place_idx" ON "cargo_branches" USING btree ("city_id","district_id");--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","at");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_items_line_idx" ON "after_sales_items" USING btree ("request_id","order_line_id");--> statement-breakpoint
CREATE INDEX "after_sales_items_line_only_idx" ON "after_sales_items" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_requests_key_idx" ON "after_sales_requests" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "after_sales_requests_order_idx" ON "after_sales_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refund_parts_refund_idx" ON "refund_parts" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");