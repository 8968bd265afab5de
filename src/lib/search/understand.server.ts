import { sql } from 'drizzle-orm';
import { fold } from '@lib/catalog/rules';
import { perCatalogue } from '@lib/catalog/per-version.server';
import { db } from '@lib/db/client.server';
import { type Candidate, closestWords, foldedPhrase, queryWords } from './query-rules';
import { colourWords } from './tables.server';

/** How many of the catalogue's nearest words (by trigrams) a mistyped word is measured against. */
const NEIGHBOURS = 10;

/** One searched word: the lexemes it matches, and those of the words it was likely mistyped for. */
export interface WordMatch {
  word: string;
  /** The word's own forms, then with its synonyms' (a synonym ranks below the word itself). */
  own: string[];
  lexemes: string[];
  /** Empty unless the word finds nothing as typed and a catalogue word is within its typo budget. */
  corrections: (Candidate & { own: string[]; lexemes: string[] })[];
}

/** A query as the search reads it. */
export interface Understood {
  /** The words that are searched, in order; stop words ("ve", "and") are left out. */
  matches: WordMatch[];
  /** Colours the query names ("kırmızı elbise" → red): cards are pictured and opened in them. */
  colours: string[];
  /** The folded query: a product whose name is exactly this ranks first. */
  phrase: string;
}

interface Row {
  word: string;
  own: string[];
  lexemes: string[];
  near: (Candidate & { own: string[]; lexemes: string[] })[] | null;
}

// A colour's words change with the catalogue's version (drizzle/0022 moves it): read once per version.
const coloursOfVersion = perCatalogue(async () => {
  const rows = await (await db()).select().from(colourWords);
  return new Map(rows.map((row) => [fold(row.word), row.colour]));
});

/**
 * Reads a query (`typing`: from the search box, its last word perhaps unfinished) in one statement: each word's lexemes (its forms in both languages and its
 * synonyms'), and for a word of five letters or more that finds nothing, its nearest catalogue
 * words by trigrams, which the typo budget then judges (query-rules.ts).
 */
export async function understand(query: string, options: { typing?: boolean } = {}): Promise<Understood> {
  const words = queryWords(query);
  // While the shopper types, the last word may be unfinished: it counts as found when a word starts with it.
  const typed = options.typing ? fold(words.at(-1) ?? '') : '';
  if (words.length === 0) return { matches: [], colours: [], phrase: '' };
  const [result, colourOf] = await Promise.all([
    (await db()).execute(sql`
      with words as materialized (
        select w.word, w.position, search_own_lexemes(w.word) as own, search_word_lexemes(w.word) as lexemes
        from json_array_elements_text(${JSON.stringify(words)}::json) with ordinality as w(word, position)
      ), searched as materialized (
        -- Each word's query built once, so the product index answers it (a function in the
        -- condition itself would be called for every product).
        select words.*, to_tsquery('simple', array_to_string(lexemes, ' | ')
          || case when position = ${words.length} and ${typed} ~ '^[a-z0-9]+$' then ' | ' || ${typed} || ':*' else '' end) as query
        from words where cardinality(lexemes) > 0
      )
      select word, own, lexemes,
        case when char_length(word) >= 5 and not exists (
          select 1 from products where main_product_id is null and search_vector @@ searched.query
        ) then (
          select json_agg(json_build_object('folded', n.folded, 'word', n.word, 'own', search_own_lexemes(n.word), 'lexemes', search_word_lexemes(n.word)))
          from (select folded, word from search_words order by folded <-> search_fold(searched.word) limit ${NEIGHBOURS}) as n
        ) end as near
      from searched
      order by position`),
    coloursOfVersion(undefined),
  ]);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const matches = rows.map((row) => ({ ...row, corrections: closestWords(row.word, row.near ?? []) }));
  const colours = [...new Set(words.flatMap((word) => colourOf.get(fold(word)) ?? []))];
  return { matches, colours, phrase: foldedPhrase(matches.map((m) => m.word)) };
}
