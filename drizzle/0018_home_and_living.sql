-- The English department 'Home' shared its name with the home page ('Home / Home / Candles'):
-- databases seeded before keep the seed's old name, which insert-on-conflict never renews.
UPDATE "categories" SET "name_en" = 'Home & Living' WHERE "slug" = 'ev' AND "name_en" = 'Home';
