ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- A product page shows the product row and its variants; any change to either raises the product's
-- version, so a cached page is never served past a change (src/lib/server/page-cache).
CREATE FUNCTION "products_raise_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_raise_version" BEFORE UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION "products_raise_version"();--> statement-breakpoint
-- Statement-level, over the rows the statement touched: a batch raises each product once.
CREATE FUNCTION "variants_raise_product_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "products" SET "version" = "version" + 1 WHERE "id" IN (SELECT "product_id" FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "products" SET "version" = "version" + 1 WHERE "id" IN (SELECT "product_id" FROM old_rows);
  ELSE
    UPDATE "products" SET "version" = "version" + 1
    WHERE "id" IN (SELECT "product_id" FROM old_rows UNION SELECT "product_id" FROM new_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "variants_inserted" AFTER INSERT ON "variants" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "variants_raise_product_version"();--> statement-breakpoint
CREATE TRIGGER "variants_updated" AFTER UPDATE ON "variants" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "variants_raise_product_version"();--> statement-breakpoint
CREATE TRIGGER "variants_deleted" AFTER DELETE ON "variants" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "variants_raise_product_version"();
