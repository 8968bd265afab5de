CREATE TABLE "pickup_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_tr" text NOT NULL,
	"name_en" text NOT NULL,
	"city_id" integer NOT NULL,
	"city_name" text NOT NULL,
	"district_id" integer NOT NULL,
	"district_name" text NOT NULL,
	"neighborhood_id" integer NOT NULL,
	"neighborhood_name" text NOT NULL,
	"address_text" text NOT NULL,
	"phone" text NOT NULL,
	"hours_tr" text NOT NULL,
	"hours_en" text NOT NULL,
	"car_delivery" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_addresses" (
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"address_description" text NOT NULL,
	"name" text NOT NULL,
	"corporate_name" text,
	"email" text,
	"phone" text NOT NULL,
	"city_id" integer NOT NULL,
	"city_name" text NOT NULL,
	"district_id" integer NOT NULL,
	"district_name" text NOT NULL,
	"neighborhood_id" integer NOT NULL,
	"neighborhood_name" text NOT NULL,
	"address_text" text NOT NULL,
	"invoice_type" integer DEFAULT 1 NOT NULL,
	"citizen_id" text,
	"tax_no" text,
	"tax_office" text,
	CONSTRAINT "order_addresses_order_id_kind_pk" PRIMARY KEY("order_id","kind")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"list_price" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"campaign_id" integer,
	"is_gift" boolean DEFAULT false NOT NULL,
	"is_promotion" boolean DEFAULT false NOT NULL,
	"seller_code" text NOT NULL,
	"seller_name" text NOT NULL,
	"seller_type" integer NOT NULL,
	"slug" text NOT NULL,
	"brand" text NOT NULL,
	"name_tr" text NOT NULL,
	"name_en" text NOT NULL,
	"shape" text NOT NULL,
	"colour" text NOT NULL,
	"size" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"instrument" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_ref" text,
	"masked_card" text,
	"card_brand" text,
	"bank_code" text,
	"installment_count" integer DEFAULT 1 NOT NULL,
	"three_d" boolean DEFAULT false NOT NULL,
	"failure_code" text,
	"refunded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount_positive" CHECK ("order_payments"."amount" >= 0),
	CONSTRAINT "order_payments_refund_within" CHECK ("order_payments"."refunded" between 0 and "order_payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"customer_id" integer,
	"owner" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"lang" text NOT NULL,
	"is_guest" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'payment_pending' NOT NULL,
	"cart_id" integer,
	"payment_method_code" text NOT NULL,
	"is_pickup" boolean DEFAULT false NOT NULL,
	"pickup_location_id" integer,
	"is_car_delivery" boolean DEFAULT false NOT NULL,
	"is_single_package" boolean DEFAULT true NOT NULL,
	"gift_note" text,
	"shipment_note" text,
	"order_note" text,
	"lines_total" integer NOT NULL,
	"campaign_discount" integer DEFAULT 0 NOT NULL,
	"coupon_code" text,
	"coupon_discount" integer DEFAULT 0 NOT NULL,
	"payment_discount" integer DEFAULT 0 NOT NULL,
	"shipping_fee" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"installment_count" integer DEFAULT 1 NOT NULL,
	"discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"earned_points" integer DEFAULT 0 NOT NULL,
	"failure_message" text,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_total_positive" CHECK ("orders"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"order_id" integer,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"installment_count" integer NOT NULL,
	"masked_card" text NOT NULL,
	"bank_code" text,
	"status" text NOT NULL,
	"code" text NOT NULL,
	"three_d_code" text,
	"three_d_tries" integer DEFAULT 0 NOT NULL,
	"return_url" text,
	"refunded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "bank_payments_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"programme" text NOT NULL,
	"logo" text NOT NULL,
	"plans" jsonb NOT NULL,
	"plus_installments" integer DEFAULT 0 NOT NULL,
	"three_d_secure" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_bins" (
	"bin" text PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"scheme" text NOT NULL,
	"card_type" text NOT NULL,
	"force_three_d" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pickup_locations_city_idx" ON "pickup_locations" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_owner_key_idx" ON "orders" USING btree ("owner","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'payment_pending';--> statement-breakpoint
CREATE INDEX "stock_moves_variant_idx" ON "stock_moves" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "stock_moves_order_idx" ON "stock_moves" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bank_payments_status_idx" ON "bank_payments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "card_bins_bank_idx" ON "card_bins" USING btree ("bank_code");