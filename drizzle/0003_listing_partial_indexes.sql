DROP INDEX "products_department_rank_idx";--> statement-breakpoint
DROP INDEX "products_category_rank_idx";--> statement-breakpoint
DROP INDEX "products_department_price_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_brand_rank_idx";--> statement-breakpoint
DROP INDEX "products_rank_idx";--> statement-breakpoint
CREATE INDEX "products_department_rank_idx" ON "products" USING btree ("department_id","rank") WHERE "products"."main_product_id" is null;--> statement-breakpoint
CREATE INDEX "products_category_rank_idx" ON "products" USING btree ("category_id","rank") WHERE "products"."main_product_id" is null;--> statement-breakpoint
CREATE INDEX "products_department_price_idx" ON "products" USING btree ("department_id","sale_price") WHERE "products"."main_product_id" is null;--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","sale_price") WHERE "products"."main_product_id" is null;--> statement-breakpoint
CREATE INDEX "products_brand_rank_idx" ON "products" USING btree ("brand_id","rank") WHERE "products"."main_product_id" is null;--> statement-breakpoint
CREATE INDEX "products_rank_idx" ON "products" USING btree ("rank") WHERE "products"."main_product_id" is null;