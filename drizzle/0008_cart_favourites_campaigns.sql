CREATE TABLE "cart_history" (
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_history_cart_id_product_id_pk" PRIMARY KEY("cart_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"cart_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"is_gift" boolean DEFAULT false NOT NULL,
	"seen_price" integer NOT NULL,
	"seen_stock" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_cart_id_variant_id_pk" PRIMARY KEY("cart_id","variant_id"),
	CONSTRAINT "cart_lines_quantity_positive" CHECK ("cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart_shares" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"use_campaigns" boolean DEFAULT true NOT NULL,
	"multiple_gift_package" boolean DEFAULT false NOT NULL,
	"coupon_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stylist_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"share_token_hash" text NOT NULL,
	"customer_id" integer,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"note" text,
	"scheduled_for" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_customer_id_product_id_pk" PRIMARY KEY("customer_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name_tr" text NOT NULL,
	"name_en" text NOT NULL,
	"brand_id" integer,
	"category_id" integer,
	"department_id" integer,
	"percent" integer,
	"amount" integer,
	"buy_quantity" integer,
	"pay_quantity" integer,
	"min_total" integer DEFAULT 0 NOT NULL,
	"payment_method_code" text,
	"bin_prefixes" text[] DEFAULT '{}' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	CONSTRAINT "campaigns_percent_range" CHECK ("campaigns"."percent" is null or ("campaigns"."percent" between 1 and 100))
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"cart_id" integer NOT NULL,
	"customer_id" integer,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"customer_id" integer,
	"usage_limit" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"mobile_only" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupons_within_limit" CHECK ("coupons"."usage_limit" is null or "coupons"."used" <= "coupons"."usage_limit"),
	CONSTRAINT "coupons_used_positive" CHECK ("coupons"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_coupons" (
	"customer_id" integer NOT NULL,
	"code" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_coupons_customer_id_code_pk" PRIMARY KEY("customer_id","code")
);
--> statement-breakpoint
CREATE TABLE "loyalty_earning_rates" (
	"segment" text PRIMARY KEY NOT NULL,
	"points_per_100" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "loyalty_segment" text;--> statement-breakpoint
CREATE INDEX "cart_history_recent_idx" ON "cart_history" USING btree ("cart_id","removed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_customer_idx" ON "carts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "stylist_tickets_cart_idx" ON "stylist_tickets" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "favourites_recent_idx" ON "favourites" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_code_cart_idx" ON "coupon_uses" USING btree ("code","cart_id");--> statement-breakpoint
CREATE INDEX "coupon_uses_code_idx" ON "coupon_uses" USING btree ("code");