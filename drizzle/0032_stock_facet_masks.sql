-- The listing's colour and size filters ask for a variant in stock (docs/behaviour/catalogue.md#filters).
-- The masks were every colour and size a product comes in, so a filter over a department left
-- thousands of candidates whose variants were each read for stock, and the count read them all
-- (about 200 ms at 100,000 products). They now hold only what has a variant in stock, kept by the
-- variants' trigger with the stock band: a single filter is exact on the listing index alone, and
-- a size with a colour reads the variants of the few products that have both in stock.
ALTER TABLE "products" ALTER COLUMN "colour_mask" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "colour_mask" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "size_mask" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "size_mask" SET DEFAULT 0;--> statement-breakpoint
-- A product's stock band (as 0019) and the masks of its colours and sizes in stock, in one read of
-- its variants. The arrays are COLOUR_BITS and SIZE_BITS of src/lib/catalogue/products/facet-mask.ts,
-- in their order (a unit test compares them); a value not in them sets no bit.
CREATE FUNCTION "product_stock_facets"("product" integer, OUT "band" text, OUT "colours" integer, OUT "sizes" integer) LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN "total" = 0 THEN 'out' WHEN "total" <= 5 THEN 'last' ELSE 'in' END, "colours", "sizes"
  FROM (
    SELECT coalesce(sum("stock"), 0) AS "total",
      coalesce(bit_or(1 << (array_position(ARRAY['black', 'white', 'beige', 'navy', 'red', 'green', 'camel', 'grey', 'pink', 'gold'], "colour") - 1)) FILTER (WHERE "stock" > 0), 0) AS "colours",
      coalesce(bit_or(1 << (array_position(ARRAY['XS', 'S', 'M', 'L', 'XL', '36', '37', '38', '39', '40', '41', '42', '43', '44', '2-3', '4-5', '6-7', '8-9', '10-11', 'STD', '50 ml', '100 ml'], "size") - 1)) FILTER (WHERE "stock" > 0), 0) AS "sizes"
    FROM "variants" WHERE "product_id" = "product"
  ) AS "sums"
$$;--> statement-breakpoint
UPDATE "products" SET ("stock_band", "colour_mask", "size_mask") = (SELECT "band", "colours", "sizes" FROM "product_stock_facets"("products"."id"));--> statement-breakpoint
-- As in 0019, with the masks beside the band.
CREATE OR REPLACE FUNCTION "variants_raise_product_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "products" SET "version" = "version" + 1, ("stock_band", "colour_mask", "size_mask") = (SELECT "band", "colours", "sizes" FROM "product_stock_facets"("products"."id"))
    WHERE "id" IN (SELECT "product_id" FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "products" SET "version" = "version" + 1, ("stock_band", "colour_mask", "size_mask") = (SELECT "band", "colours", "sizes" FROM "product_stock_facets"("products"."id"))
    WHERE "id" IN (SELECT "product_id" FROM old_rows);
  ELSE
    UPDATE "products" SET "version" = "version" + 1, ("stock_band", "colour_mask", "size_mask") = (SELECT "band", "colours", "sizes" FROM "product_stock_facets"("products"."id"))
    WHERE "id" IN (SELECT "product_id" FROM old_rows UNION SELECT "product_id" FROM new_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP FUNCTION "product_stock_band"(integer);--> statement-breakpoint
-- As in 0019: no listing that is kept reads the masks (a size or colour filter is read on every
-- request), so a size selling out renews that product's page, not every listing.
CREATE OR REPLACE FUNCTION "kept_pages_product_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(OLD) - 'version' - 'colour_mask' - 'size_mask') IS DISTINCT FROM (to_jsonb(NEW) - 'version' - 'colour_mask' - 'size_mask') THEN
    UPDATE "kept_page_versions" SET "version" = "version" + 1 WHERE "scope" = 'catalogue';
  END IF;
  RETURN NULL;
END $$;
