import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The catalogue's words as shoppers may type them (lower case, folded key), kept by the database
 * from every product, brand, category and colour word (drizzle/0022). A mistyped word is matched
 * to its nearest words here through a trigram index.
 */
export const searchWords = pgTable(
  'search_words',
  {
    /** Folded: no Turkish letters or accents ("gomlek"). */
    folded: text('folded').primaryKey(),
    /** As the catalogue writes it, in lower case ("gömlek"): what "Did you mean" shows. */
    word: text('word').notNull(),
  },
  (t) => [index('search_words_trigram_idx').using('gist', sql`${t.folded} gist_trgm_ops`)],
);

/**
 * Words that mean the same to a shopper ("mont", "kaban", "coat"): data the editors extend. A
 * query word of a group also finds what the group's other words find.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  words: text('words').array().notNull(),
});

/** The words a colour is searched by, in each language (names and what shoppers also call it). */
export const colourWords = pgTable(
  'colour_words',
  {
    colour: text('colour').notNull(),
    lang: text('lang').notNull(),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.colour, t.lang, t.word] })],
);

/**
 * Searches that found nothing, counted by their normalized text and language, so editors can see
 * what shoppers look for. Only the query is kept: no shopper, session or address.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    query: text('query').notNull(),
    lang: text('lang').notNull(),
    times: integer('times').notNull().default(1),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.query, t.lang] }), index('search_misses_times_idx').on(t.times)],
);
