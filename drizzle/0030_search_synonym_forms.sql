-- A query word's synonyms' forms, with the brands' words left out once per call (decision 0049).
-- The version of drizzle/0022 called search_own_lexemes for every member of the word's groups,
-- and each call split every brand's name into words again: "kadın" (five members) cost 8-14 ms
-- on PGlite for that alone. The forms are the same: each member's forms in both languages, less
-- those that are a brand's word but not the member itself.
CREATE OR REPLACE FUNCTION "search_with_synonyms"("own" text[]) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT "f"), '{}') FROM (
    SELECT unnest("own") AS "f"
    UNION ALL
    SELECT "m"."f" FROM (
      SELECT "s", unnest("search_forms"("search_lower"("s"), 'tr') || "search_forms"("search_lower"("s"), 'en')) AS "f"
      FROM "search_synonyms", unnest("search_synonyms"."words") AS "s"
      WHERE EXISTS (SELECT 1 FROM unnest("search_synonyms"."words") AS "member" WHERE "search_fold"("member") = ANY("own"))
    ) AS "m"
    WHERE "m"."f" = "search_fold"("m"."s") OR "m"."f" NOT IN (SELECT "b" FROM "brands", unnest("search_words_of"("search_fold"("name"))) AS "b")
  ) AS "all"
$$;
