-- Search documents written in one pass over many products (src/lib/catalogue/products/seed.server.ts):
-- per row, the trigger of 0022 works out the forms of every word of every product, and a catalogue
-- repeats its words (the demo's 340 products: some 30,000 words, 300 distinct). In one pass each
-- distinct word's forms are worked out once: the demo's documents in 0.4 s of PGlite rather than 0.9 s
-- (1.3 s rather than 2.3 s at a fresh start). The same parts and the same assembly serve both ways,
-- so a document is the same whichever way it was written.
--
-- The texts a product's document is made of, each with its language and weight (as 0022 listed them).
CREATE FUNCTION "search_document_parts"("p" "products") RETURNS TABLE("text" text, "lang" text, "weight" text) LANGUAGE sql STABLE AS $$
  SELECT * FROM (VALUES
    ("p"."name_tr", 'tr', 'A'),
    ("p"."name_en", 'en', 'A'),
    ((SELECT "name" FROM "brands" WHERE "id" = "p"."brand_id"), 'name', 'A'),
    ((SELECT string_agg("name_tr", ' ') FROM "categories" WHERE "id" IN ("p"."category_id", "p"."department_id")), 'tr', 'B'),
    ((SELECT string_agg("name_en", ' ') FROM "categories" WHERE "id" IN ("p"."category_id", "p"."department_id")), 'en', 'B'),
    ((SELECT string_agg("word", ' ') FROM "colour_words" WHERE "colour" = ANY("p"."colours") AND "lang" = 'tr'), 'tr', 'B'),
    ((SELECT string_agg("word", ' ') FROM "colour_words" WHERE "colour" = ANY("p"."colours") AND "lang" = 'en'), 'en', 'B'),
    (array_to_string("p"."sizes", ' '), 'name', 'B'),
    ("p"."description_tr", 'tr', 'C'),
    ("p"."description_en", 'en', 'C')
  ) AS "part"("text", "lang", "weight")
$$;--> statement-breakpoint
-- A document from its forms by weight (each a space-separated list) and the product's names as one word each (weight D).
CREATE FUNCTION "search_document_assembled"("a" text, "b" text, "c" text, "name_tr" text, "name_en" text) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(setweight(to_tsvector('simple', "a"), 'A'), ''::tsvector)
    || coalesce(setweight(to_tsvector('simple', "b"), 'B'), ''::tsvector)
    || coalesce(setweight(to_tsvector('simple', "c"), 'C'), ''::tsvector)
    || setweight(to_tsvector('simple', "search_name_key"("name_tr") || ' ' || "search_name_key"("name_en")), 'D')
$$;--> statement-breakpoint
-- One product's document, as 0022 made it, from the shared parts and assembly.
CREATE OR REPLACE FUNCTION "search_document"("p" "products") RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT "search_document_assembled"(
    string_agg(DISTINCT "f", ' ') FILTER (WHERE "part"."weight" = 'A'),
    string_agg(DISTINCT "f", ' ') FILTER (WHERE "part"."weight" = 'B'),
    string_agg(DISTINCT "f", ' ') FILTER (WHERE "part"."weight" = 'C'),
    "p"."name_tr", "p"."name_en")
  FROM "search_document_parts"("p") AS "part",
  unnest("search_words_of"(coalesce("part"."text", ''))) AS "w",
  unnest("search_forms"("w", "part"."lang")) AS "f"
$$;--> statement-breakpoint
-- The documents of many products at once (rows not yet written included), each distinct word's forms worked out once.
CREATE FUNCTION "search_documents"("rows" "products"[]) RETURNS TABLE("id" integer, "document" tsvector) LANGUAGE sql STABLE AS $$
  WITH "words" AS MATERIALIZED (
    SELECT "p"."id", "part"."lang", "part"."weight", "w"
    FROM unnest("rows") AS "p", "search_document_parts"("p") AS "part", unnest("search_words_of"(coalesce("part"."text", ''))) AS "w"
  ), "forms" AS MATERIALIZED (
    SELECT "lang", "w", "search_forms"("w", "lang") AS "forms" FROM (SELECT DISTINCT "lang", "w" FROM "words") AS "distinct_words"
  ), "weighted" AS MATERIALIZED (
    SELECT "words"."id", "words"."weight", string_agg(DISTINCT "f", ' ') AS "forms"
    FROM "words" JOIN "forms" USING ("lang", "w"), unnest("forms"."forms") AS "f"
    GROUP BY "words"."id", "words"."weight"
  )
  SELECT "p"."id", "search_document_assembled"(
    (SELECT "forms" FROM "weighted" WHERE "weighted"."id" = "p"."id" AND "weighted"."weight" = 'A'),
    (SELECT "forms" FROM "weighted" WHERE "weighted"."id" = "p"."id" AND "weighted"."weight" = 'B'),
    (SELECT "forms" FROM "weighted" WHERE "weighted"."id" = "p"."id" AND "weighted"."weight" = 'C'),
    "p"."name_tr", "p"."name_en")
  FROM unnest("rows") AS "p"
$$;--> statement-breakpoint
-- A new product whose writer brings its document (made by search_documents) keeps it; any other
-- insert, and every update, is as in 0022.
CREATE OR REPLACE FUNCTION "products_search_document"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW."search_vector" IS NOT NULL THEN
    NEW."search_head" := ts_filter(NEW."search_vector", '{a,b,d}');
    RETURN NEW;
  END IF;
  NEW."search_vector" := "search_document"(NEW);
  NEW."search_head" := ts_filter(NEW."search_vector", '{a,b,d}');
  IF TG_OP = 'UPDATE' THEN
    PERFORM "search_vocabulary_add"(concat_ws(' ', NEW."name_tr", NEW."name_en", NEW."description_tr", NEW."description_en"));
  END IF;
  RETURN NEW;
END $$;
