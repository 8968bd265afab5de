CREATE TABLE "kept_page_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_band" text DEFAULT 'in' NOT NULL;--> statement-breakpoint
-- Kept pages (src/lib/server/page-cache) are served only while the catalogue's version is the one
-- they were rendered at. These triggers raise it in the very transaction that changes what a
-- listing, a row of products or the header shows, whichever process or tool writes it.
INSERT INTO "kept_page_versions" ("scope", "version") VALUES ('catalogue', 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A card's stock as a listing shows it: sold out, the last items (LAST_ITEMS in
-- src/lib/catalog/badges.ts: 5 pieces or fewer over every variant), or in stock.
CREATE FUNCTION "product_stock_band"("product" integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN "total" = 0 THEN 'out' WHEN "total" <= 5 THEN 'last' ELSE 'in' END
  FROM (SELECT coalesce(sum("stock"), 0) AS "total" FROM "variants" WHERE "product_id" = "product") AS "sums"
$$;--> statement-breakpoint
UPDATE "products" SET "stock_band" = "product_stock_band"("id");--> statement-breakpoint
-- As in 0005, and the product's stock band with it.
CREATE OR REPLACE FUNCTION "variants_raise_product_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "products" SET "version" = "version" + 1, "stock_band" = "product_stock_band"("id") WHERE "id" IN (SELECT "product_id" FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "products" SET "version" = "version" + 1, "stock_band" = "product_stock_band"("id") WHERE "id" IN (SELECT "product_id" FROM old_rows);
  ELSE
    UPDATE "products" SET "version" = "version" + 1, "stock_band" = "product_stock_band"("id")
    WHERE "id" IN (SELECT "product_id" FROM old_rows UNION SELECT "product_id" FROM new_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "kept_pages_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "kept_page_versions" SET "version" = "version" + 1 WHERE "scope" = 'catalogue';
  RETURN NULL;
END $$;--> statement-breakpoint
-- A product's own version moves with every stock count (0005); the catalogue's only with what a
-- listing shows of it, so a sale renews that product's page, not every listing. Deferred to the
-- commit: an order's transaction takes the catalogue's row last, after every product row it locks,
-- so two orders can never wait on each other through it.
CREATE FUNCTION "kept_pages_product_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(OLD) - 'version') IS DISTINCT FROM (to_jsonb(NEW) - 'version') THEN
    UPDATE "kept_page_versions" SET "version" = "version" + 1 WHERE "scope" = 'catalogue';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_kept_pages_updated" AFTER UPDATE ON "products" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "kept_pages_product_updated"();--> statement-breakpoint
CREATE TRIGGER "products_kept_pages" AFTER INSERT OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "kept_pages_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_kept_pages" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "kept_pages_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "brands_kept_pages" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "kept_pages_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "sellers_kept_pages" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sellers" FOR EACH STATEMENT EXECUTE FUNCTION "kept_pages_catalogue_changed"();
