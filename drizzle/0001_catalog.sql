CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"parent_id" integer,
	"name_tr" text NOT NULL,
	"name_en" text NOT NULL,
	"no_instalment" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"sizes" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"name_tr" text NOT NULL,
	"name_en" text NOT NULL,
	"description_tr" text NOT NULL,
	"description_en" text NOT NULL,
	"shape" text NOT NULL,
	"list_price" integer NOT NULL,
	"sale_price" integer NOT NULL,
	"purchase_limit" integer,
	"no_instalment" boolean DEFAULT false NOT NULL,
	"same_day_cargo" boolean DEFAULT false NOT NULL,
	"main_product_id" integer,
	"rank" integer NOT NULL,
	"sizes" text[] NOT NULL,
	"colours" text[] NOT NULL,
	"in_stock" boolean NOT NULL,
	"search_terms" text[] NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"seller_type" integer NOT NULL,
	CONSTRAINT "sellers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"colour" text NOT NULL,
	"size" text NOT NULL,
	"stock" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "products_department_rank_idx" ON "products" USING btree ("department_id","rank");--> statement-breakpoint
CREATE INDEX "products_category_rank_idx" ON "products" USING btree ("category_id","rank");--> statement-breakpoint
CREATE INDEX "products_department_price_idx" ON "products" USING btree ("department_id","sale_price");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","sale_price");--> statement-breakpoint
CREATE INDEX "products_brand_rank_idx" ON "products" USING btree ("brand_id","rank");--> statement-breakpoint
CREATE INDEX "products_rank_idx" ON "products" USING btree ("rank");--> statement-breakpoint
CREATE INDEX "products_main_idx" ON "products" USING btree ("main_product_id");--> statement-breakpoint
CREATE INDEX "products_sizes_idx" ON "products" USING gin ("sizes");--> statement-breakpoint
CREATE INDEX "products_colours_idx" ON "products" USING gin ("colours");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_terms");--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id","colour","size");