-- Trigram similarity for mistyped words (search_words_trigram_idx); trusted, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "colour_words" (
	"colour" text NOT NULL,
	"lang" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "colour_words_colour_lang_word_pk" PRIMARY KEY("colour","lang","word")
);
--> statement-breakpoint
CREATE TABLE "search_misses" (
	"query" text NOT NULL,
	"lang" text NOT NULL,
	"times" integer DEFAULT 1 NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_misses_query_lang_pk" PRIMARY KEY("query","lang")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"words" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"folded" text PRIMARY KEY NOT NULL,
	"word" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_head" "tsvector";--> statement-breakpoint
CREATE INDEX "search_misses_times_idx" ON "search_misses" USING btree ("times");--> statement-breakpoint
CREATE INDEX "search_words_trigram_idx" ON "search_words" USING gist ("folded" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_head_idx" ON "products" USING gin ("search_head");--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_terms";