-- Search (src/lib/search): how a text becomes what a search matches, kept by the database itself so
-- that every writer (the seed, a tool, a brand renamed) leaves it current. Written once here and
-- used by both sides: a product's document and a shopper's query go through the same functions.
--
-- Turkish lower case whatever the database's locale: I→ı and İ→i (lower() alone gives "i" for both,
-- and under the C locale leaves Ç, Ş, Ö … as they are).
CREATE FUNCTION "search_lower"("t" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate("t", 'ÇĞIİÖŞÜÂÎÛÀÁÄÅÈÉÊËÌÍÏÒÓÔÕÙÚÑ', 'çğıiöşüâîûàáäåèéêëìíïòóôõùúñ'))
$$;--> statement-breakpoint
-- Without Turkish letters or accents: "gomlek" finds "gömlek".
CREATE FUNCTION "search_fold"("t" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate("search_lower"("t"), 'çğıöşüâîûàáäåèéêëìíïòóôõùúñ', 'cgiosuaiuaaaaeeeeiiioooouun')
$$;--> statement-breakpoint
-- The words of a text in lower case; anything but a letter or a digit splits them ("gold-plated"),
-- and a hyphenated word is a word as well ("goldplated"), as a shopper may type it so. A one-letter
-- part never stands alone: "t-shirt" is "tshirt" only, not a shirt.
CREATE FUNCTION "search_words_of"("t" text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH "text" AS (
    SELECT regexp_replace(regexp_replace("search_lower"("t"),
      '(^|[^a-z0-9çğıöşüâîûàáäåèéêëìíïòóôõùúñ])([a-z0-9çğıöşüâîûàáäåèéêëìíïòóôõùúñ])-', '\1\2', 'g'),
      '-([a-z0-9çğıöşüâîûàáäåèéêëìíïòóôõùúñ])($|[^a-z0-9çğıöşüâîûàáäåèéêëìíïòóôõùúñ])', '\1\2', 'g') AS "lower"
  )
  SELECT coalesce(array_agg("w"), '{}') FROM (
    SELECT regexp_split_to_table("lower", '[^a-z0-9çğıöşüâîûàáäåèéêëìíïòóôõùúñ]+') AS "w" FROM "text"
    UNION ALL
    SELECT replace("m"[1], '-', '')
    FROM "text", regexp_matches("lower", '([a-z0-9çğıöşüâîûàáäåèéêëìíïòóôõùúñ]+(?:-[a-z0-9çğıöşüâîûàáäåèéêëìíïòóôõùúñ]+)+)', 'g') AS "m"
  ) AS "words"
  WHERE "w" <> ''
$$;--> statement-breakpoint
-- A folded Turkish word and the roots left by taking its endings off one by one: plural, possessive
-- and case ("kulakliklari" → "kulaklik", "cantasi" → "canta", "kulakligi" → "kulaklik"), and
-- "with" and "without" ("kokulu" → "koku", "kablosuz" → "kablo"). The
-- Snowball stemmer (search_forms) misses some of these and over-cuts others ("canta" → "ca"), so
-- both are kept. Endings follow the harmony of consonants: -ta/-te only after p ç t k s ş h f,
-- -da/-de never after them; a root keeps three letters at least.
CREATE FUNCTION "search_tr_roots"("w" text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  "roots" text[] := ARRAY["w"];
  "rest" text := "w";
  "ending" text;
  "stripped" boolean := true;
BEGIN
  WHILE "stripped" LOOP
    "stripped" := false;
    FOREACH "ending" IN ARRAY ARRAY['larin', 'lerin', 'lari', 'leri', 'sindan', 'sinden', 'sundan', 'sinda', 'sinde', 'sunda',
      'sini', 'sunu', 'sina', 'sine', 'suna', 'ndan', 'nden', 'lar', 'ler', 'nin', 'nun', 'nda', 'nde', 'dan', 'den', 'tan',
      'ten', 'yla', 'yle', 'siz', 'suz', 'si', 'su', 'li', 'lu', 'da', 'de', 'ta', 'te', 'la', 'le', 'ya', 'ye', 'yi', 'yu', 'in', 'un', 'i', 'u', 'a', 'e'] LOOP
      CONTINUE WHEN char_length("rest") - char_length("ending") < 3 OR right("rest", char_length("ending")) <> "ending";
      CONTINUE WHEN "ending" ~ '^t' AND left(right("rest", char_length("ending") + 1), 1) !~ '[pctkshf]';
      CONTINUE WHEN "ending" ~ '^d' AND left(right("rest", char_length("ending") + 1), 1) ~ '[pctkshf]';
      "rest" := left("rest", -char_length("ending"));
      "roots" := "roots" || "rest";
      -- A softened last consonant comes back once the ending is off: kulaklığı → kulaklık.
      IF right("rest", 1) = 'g' AND "ending" ~ '^[aeiuy]' THEN
        "roots" := "roots" || (left("rest", -1) || 'k');
      END IF;
      "stripped" := true;
      EXIT;
    END LOOP;
  END LOOP;
  RETURN "roots";
END $$;--> statement-breakpoint
-- The folded forms one lower-cased word is matched by, in a language: Turkish (the word, its
-- Snowball stems with and without Turkish letters, its roots), English (the word and its Snowball
-- stem: "necklaces" → "necklac") or a name (the word as it is: brands, sizes). A stop word ("ve",
-- "and") has none. Stems shorter than three letters are dropped: they match unrelated words.
-- PL/pgSQL, not SQL: it is called for every word of every document, and a SQL function that cannot
-- be inlined is planned again at each call (five times slower here).
CREATE FUNCTION "search_forms"("w" text, "lang" text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  "folded" text := "search_fold"("w");
  "forms" text[] := ARRAY["folded"];
  "stems" text[];
BEGIN
  IF "lang" = 'name' THEN
    RETURN "forms";
  ELSIF "lang" = 'tr' THEN
    "stems" := ts_lexize('turkish_stem', "w");
    IF "stems" = '{}' THEN RETURN '{}'; END IF;
    "forms" := "forms" || "search_fold"("stems"[1]) || (ts_lexize('turkish_stem', "folded"))[1] || "search_tr_roots"("folded");
  ELSE
    "stems" := ts_lexize('english_stem', "folded");
    IF "stems" = '{}' THEN RETURN '{}'; END IF;
    "forms" := "forms" || "stems"[1];
  END IF;
  RETURN (SELECT coalesce(array_agg(DISTINCT "f"), '{}') FROM unnest("forms") AS "f"
    WHERE "f" IS NOT NULL AND (char_length("f") >= 3 OR "f" = "folded"));
END $$;--> statement-breakpoint
-- A name as one word, with nothing but its letters and digits ("ipekmidielbise"): the document keeps
-- it as weight D, so "the query is this product's name" is one more lexeme to match, not a
-- comparison of texts for every product a broad word finds.
CREATE FUNCTION "search_name_key"("t" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace("search_fold"("t"), '[^a-z0-9]+', '', 'g')
$$;--> statement-breakpoint
-- A product's search document: each text in its own language's forms, both languages in one
-- document, so "dress" on the Turkish site and "elbise" on the English one find what they name.
-- Weights: A name and brand, B category, department, colours and sizes, C description, D the
-- names as one word (search_name_key). One statement for the whole document; each form once per
-- weight, which keeps the document small.
CREATE FUNCTION "search_document"("p" "products") RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT coalesce(setweight(to_tsvector('simple', string_agg(DISTINCT "f", ' ') FILTER (WHERE "part"."weight" = 'A')), 'A'), ''::tsvector)
    || coalesce(setweight(to_tsvector('simple', string_agg(DISTINCT "f", ' ') FILTER (WHERE "part"."weight" = 'B')), 'B'), ''::tsvector)
    || coalesce(setweight(to_tsvector('simple', string_agg(DISTINCT "f", ' ') FILTER (WHERE "part"."weight" = 'C')), 'C'), ''::tsvector)
    || setweight(to_tsvector('simple', "search_name_key"("p"."name_tr") || ' ' || "search_name_key"("p"."name_en")), 'D')
  FROM (VALUES
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
  ) AS "part"("text", "lang", "weight"),
  unnest("search_words_of"(coalesce("part"."text", ''))) AS "w",
  unnest("search_forms"("w", "part"."lang")) AS "f"
$$;--> statement-breakpoint
-- The lexemes a word a shopper typed may match as it is: its forms as Turkish and as English. A
-- root that is a brand's word is left out unless it is the word itself: "parka" is not "Selene Park".
CREATE FUNCTION "search_own_lexemes"("w" text) RETURNS text[] LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT "f"), '{}')
  FROM unnest("search_forms"("search_lower"("w"), 'tr') || "search_forms"("search_lower"("w"), 'en')) AS "f"
  -- NOT IN over the brands' words: one hashed read per call, not one per form.
  WHERE "f" = "search_fold"("w") OR "f" NOT IN (SELECT "b" FROM "brands", unnest("search_words_of"("search_fold"("name"))) AS "b")
$$;--> statement-breakpoint
-- Forms with those of every synonym group they belong to ("kabanlar" → those of "mont", "palto",
-- "coat"); takes the word's own forms, so a caller that has them does not compute them again.
CREATE FUNCTION "search_with_synonyms"("own" text[]) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT "f"), '{}') FROM (
    SELECT unnest("own") AS "f"
    UNION ALL
    SELECT unnest("search_own_lexemes"("s"))
    FROM "search_synonyms", unnest("search_synonyms"."words") AS "s"
    WHERE EXISTS (SELECT 1 FROM unnest("search_synonyms"."words") AS "member" WHERE "search_fold"("member") = ANY("own"))
  ) AS "all"
$$;--> statement-breakpoint
-- The lexemes a word a shopper typed may match: its own forms and its synonyms'.
CREATE FUNCTION "search_word_lexemes"("w" text) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT "search_with_synonyms"("search_own_lexemes"("w"))
$$;--> statement-breakpoint
-- The catalogue's words (three letters or more, no stop words) for matching a mistyped word.
CREATE FUNCTION "search_vocabulary_add"("t" text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "search_words" ("folded", "word")
  SELECT "search_fold"("w"), min("w") FROM unnest("search_words_of"("t")) AS "w"
  WHERE char_length("w") >= 3 AND "w" !~ '^[0-9]+$' AND ts_lexize('turkish_stem', "w") <> '{}' AND ts_lexize('english_stem', "search_fold"("w")) <> '{}'
  GROUP BY "search_fold"("w")
  ON CONFLICT ("folded") DO NOTHING
$$;--> statement-breakpoint
INSERT INTO "colour_words" ("colour", "lang", "word") VALUES
  ('black', 'tr', 'Siyah'), ('black', 'en', 'Black'),
  ('white', 'tr', 'Beyaz'), ('white', 'en', 'White'), ('white', 'tr', 'Ekru'), ('white', 'en', 'Ivory'),
  ('beige', 'tr', 'Bej'), ('beige', 'en', 'Beige'), ('beige', 'tr', 'Krem'),
  ('navy', 'tr', 'Lacivert'), ('navy', 'en', 'Navy'),
  ('red', 'tr', 'Kırmızı'), ('red', 'en', 'Red'),
  ('green', 'tr', 'Yeşil'), ('green', 'en', 'Green'), ('green', 'tr', 'Haki'), ('green', 'en', 'Khaki'),
  ('camel', 'tr', 'Taba'), ('camel', 'en', 'Camel'), ('camel', 'tr', 'Kahverengi'), ('camel', 'en', 'Brown'), ('camel', 'en', 'Tan'),
  ('grey', 'tr', 'Gri'), ('grey', 'en', 'Grey'), ('grey', 'en', 'Gray'),
  ('pink', 'tr', 'Pembe'), ('pink', 'en', 'Pink'), ('pink', 'tr', 'Pudra'),
  ('gold', 'tr', 'Altın'), ('gold', 'en', 'Gold');--> statement-breakpoint
INSERT INTO "search_synonyms" ("words") VALUES
  ('{mont,kaban,palto,coat,overcoat,parka}'),
  ('{ceket,jacket,blazer}'),
  ('{elbise,dress,frock}'),
  ('{çanta,bag,handbag,purse}'),
  ('{ayakkabı,shoe,shoes,footwear}'),
  ('{bot,boot,boots,çizme}'),
  ('{sneaker,trainer,trainers,spor}'),
  ('{stiletto,pumps,topuklu,heels,heel}'),
  ('{tişört,tshirt,tee}'),
  ('{pantolon,trousers,pants}'),
  ('{kolye,necklace}'),
  ('{madalyon,pendant}'),
  ('{takı,mücevher,jewellery,jewelry}'),
  ('{parfüm,fragrance,perfume}'),
  ('{kulaklık,headphones,headphone,earphones}'),
  ('{mum,candle}'),
  ('{kırlent,yastık,cushion,pillow,throw}'),
  ('{makyaj,makeup}'),
  ('{kozmetik,cosmetics,beauty,güzellik}'),
  ('{kadın,bayan,women,woman,ladies}'),
  ('{erkek,men,man}'),
  ('{çocuk,kids,kid,children,child,kız,girl,girls}'),
  ('{deri,leather}'),
  ('{ipek,silk}');--> statement-breakpoint
UPDATE "products" SET "search_vector" = "document", "search_head" = ts_filter("document", '{a,b,d}')
FROM (SELECT "id", "search_document"("products") AS "document" FROM "products") AS "documents"
WHERE "documents"."id" = "products"."id";--> statement-breakpoint
SELECT "search_vocabulary_add"(concat_ws(' ', "name_tr", "name_en", "description_tr", "description_en")) FROM "products";--> statement-breakpoint
SELECT "search_vocabulary_add"("name") FROM "brands";--> statement-breakpoint
SELECT "search_vocabulary_add"("name_tr" || ' ' || "name_en") FROM "categories";--> statement-breakpoint
SELECT "search_vocabulary_add"("word") FROM "colour_words";--> statement-breakpoint
SELECT "search_vocabulary_add"(array_to_string("words", ' ')) FROM "search_synonyms";--> statement-breakpoint
-- From here on the triggers keep documents and words current.
CREATE FUNCTION "products_search_document"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_vector" := "search_document"(NEW);
  NEW."search_head" := ts_filter(NEW."search_vector", '{a,b,d}');
  IF TG_OP = 'UPDATE' THEN
    PERFORM "search_vocabulary_add"(concat_ws(' ', NEW."name_tr", NEW."name_en", NEW."description_tr", NEW."description_en"));
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_document_insert" BEFORE INSERT ON "products" FOR EACH ROW EXECUTE FUNCTION "products_search_document"();--> statement-breakpoint
-- Not on a stock or version change (every order makes one): only when what the document reads changes,
-- or when a writer asks for it anew by clearing it (search_reference_changed).
CREATE TRIGGER "products_search_document_update" BEFORE UPDATE ON "products" FOR EACH ROW
  WHEN ((OLD."name_tr", OLD."name_en", OLD."description_tr", OLD."description_en", OLD."brand_id", OLD."category_id", OLD."department_id", OLD."colours", OLD."sizes")
    IS DISTINCT FROM (NEW."name_tr", NEW."name_en", NEW."description_tr", NEW."description_en", NEW."brand_id", NEW."category_id", NEW."department_id", NEW."colours", NEW."sizes")
    OR NEW."search_vector" IS NULL)
  EXECUTE FUNCTION "products_search_document"();--> statement-breakpoint
-- A bulk insert adds its words once per statement.
CREATE FUNCTION "products_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_vocabulary_add"(string_agg(DISTINCT concat_ws(' ', "name_tr", "name_en", "description_tr", "description_en"), ' ')) FROM "new_rows";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "products_search_words"();--> statement-breakpoint
-- A renamed brand or category, or a colour's words changed: the documents that read it are rewritten
-- (which moves the catalogue's version, so kept search pages are renewed, drizzle/0019).
CREATE FUNCTION "search_reference_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'brands' THEN
    PERFORM "search_vocabulary_add"(string_agg("name", ' ')) FROM "new_rows";
    UPDATE "products" SET "search_vector" = NULL WHERE "brand_id" IN (SELECT "id" FROM "new_rows");
  ELSIF TG_TABLE_NAME = 'categories' THEN
    PERFORM "search_vocabulary_add"(string_agg("name_tr" || ' ' || "name_en", ' ')) FROM "new_rows";
    UPDATE "products" SET "search_vector" = NULL
    WHERE "category_id" IN (SELECT "id" FROM "new_rows") OR "department_id" IN (SELECT "id" FROM "new_rows");
  ELSIF TG_TABLE_NAME = 'colour_words' THEN
    PERFORM "search_vocabulary_add"(string_agg("word", ' ')) FROM "new_rows";
    UPDATE "products" SET "search_vector" = NULL WHERE "colours" && (SELECT array_agg("colour") FROM "new_rows");
  ELSE
    PERFORM "search_vocabulary_add"(string_agg(array_to_string("words", ' '), ' ')) FROM "new_rows";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "brands_search_insert" AFTER INSERT ON "brands" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_reference_changed"();--> statement-breakpoint
CREATE TRIGGER "brands_search_update" AFTER UPDATE ON "brands" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_reference_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_search_insert" AFTER INSERT ON "categories" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_reference_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_search_update" AFTER UPDATE ON "categories" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_reference_changed"();--> statement-breakpoint
CREATE TRIGGER "colour_words_search_insert" AFTER INSERT ON "colour_words" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_reference_changed"();--> statement-breakpoint
CREATE TRIGGER "colour_words_search_update" AFTER UPDATE ON "colour_words" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_reference_changed"();--> statement-breakpoint
CREATE TRIGGER "search_synonyms_insert" AFTER INSERT ON "search_synonyms" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_reference_changed"();--> statement-breakpoint
CREATE TRIGGER "search_synonyms_update" AFTER UPDATE ON "search_synonyms" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_reference_changed"();--> statement-breakpoint
-- A synonym or a colour word changes what a search finds without touching a product: kept search
-- pages move with the catalogue's version.
CREATE TRIGGER "search_synonyms_kept_pages" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_synonyms" FOR EACH STATEMENT EXECUTE FUNCTION "kept_pages_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "colour_words_kept_pages" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "colour_words" FOR EACH STATEMENT EXECUTE FUNCTION "kept_pages_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "colour_words_search_delete" AFTER DELETE ON "colour_words" REFERENCING OLD TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_reference_changed"();
