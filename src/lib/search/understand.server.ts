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
  lexemes: string[];
  /** Empty unless the word finds nothing as typed and a catalogue word is within its typo budget. */
  corrections: (Candidate & { lexemes: string[] })[];
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
  lexemes: string[];
  near: (Candidate & { lexemes: string[] })[] | null;
}

// A colour's words change with the catalogue's version (drizzle/0022 moves it): read once per version.
const coloursOfVersion = perCatalogue(async () => {
  const rows = await (await db()).select().from(colourWords);
  return new Map(rows.map((row) => [fold(row.word), row.colour]));
});

/**
 * Reads a query in one statement: each word's lexemes (its forms in both languages and its
 * synonyms'), and for a word of five letters or more that finds nothing, its nearest catalogue
 * words by trigrams, which the typo budget then judges (query-rules.ts).
 */
export async function understand(query: string): Promise<Understood> {
  const words = queryWords(query);
  if (words.length === 0) return { matches: [], colours: [], phrase: '' };
  const [result, colourOf] = await Promise.all([
    (await db()).execute(sql`
      select w.word, x.lexemes,
        case when char_length(w.word) >= 5 and cardinality(x.lexemes) > 0 and not exists (
          select 1 from products where main_product_id is null and search_vector @@ to_tsquery('simple', array_to_string(x.lexemes, ' | '))
        ) then (
          select json_agg(json_build_object('folded', n.folded, 'word', n.word, 'lexemes', search_word_lexemes(n.word)))
          from (select folded, word from search_words order by folded <-> search_fold(w.word) limit ${NEIGHBOURS}) as n
        ) end as near
      from json_array_elements_text(${JSON.stringify(words)}::json) with ordinality as w(word, position), lateral (select search_word_lexemes(w.word) as lexemes) as x
      order by w.position`),
    coloursOfVersion(undefined),
  ]);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const matches = rows
    .filter((row) => row.lexemes.length > 0)
    .map((row) => ({ word: row.word, lexemes: row.lexemes, corrections: closestWords(row.word, row.near ?? []) }));
  const colours = [...new Set(words.flatMap((word) => colourOf.get(fold(word)) ?? []))];
  return { matches, colours, phrase: foldedPhrase(matches.map((m) => m.word)) };
}
