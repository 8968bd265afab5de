-- A query word's forms, told from the brands' words by a look-up (decision 0049). The versions of
-- drizzle/0022 split every brand's name into words again at each call of search_own_lexemes, and
-- search_with_synonyms called it for every member of the word's groups: "kadın" with its synonyms
-- cost 4 ms on PGlite for that alone, each further word of a query 2-6 ms more. The forms are the
-- same: a word's forms in both languages, less those that are a brand's word but not the word itself.
CREATE TABLE "search_brand_words" ("word" text PRIMARY KEY);--> statement-breakpoint
-- Kept whole from the brands (a few dozen words) at each change of their names.
CREATE FUNCTION "search_brand_words_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "search_brand_words";
  INSERT INTO "search_brand_words" ("word")
  SELECT DISTINCT "b" FROM "brands", unnest("search_words_of"("search_fold"("name"))) AS "b";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "brands_search_words" AFTER INSERT OR UPDATE OF "name" OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "search_brand_words_refresh"();--> statement-breakpoint
INSERT INTO "search_brand_words" ("word")
SELECT DISTINCT "b" FROM "brands", unnest("search_words_of"("search_fold"("name"))) AS "b";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_own_lexemes"("w" text) RETURNS text[] LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT "f"), '{}')
  FROM unnest("search_forms"("search_lower"("w"), 'tr') || "search_forms"("search_lower"("w"), 'en')) AS "f"
  WHERE "f" = "search_fold"("w") OR "f" NOT IN (SELECT "word" FROM "search_brand_words")
$$;--> statement-breakpoint
-- Each member's forms as search_own_lexemes gives them, the brands' words read once per call.
CREATE OR REPLACE FUNCTION "search_with_synonyms"("own" text[]) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT "f"), '{}') FROM (
    SELECT unnest("own") AS "f"
    UNION ALL
    SELECT "m"."f" FROM (
      SELECT "s", unnest("search_forms"("search_lower"("s"), 'tr') || "search_forms"("search_lower"("s"), 'en')) AS "f"
      FROM "search_synonyms", unnest("search_synonyms"."words") AS "s"
      WHERE EXISTS (SELECT 1 FROM unnest("search_synonyms"."words") AS "member" WHERE "search_fold"("member") = ANY("own"))
    ) AS "m"
    WHERE "m"."f" = "search_fold"("m"."s") OR "m"."f" NOT IN (SELECT "word" FROM "search_brand_words")
  ) AS "all"
$$;
