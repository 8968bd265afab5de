import { sql } from 'drizzle-orm';
import { fold } from '@lib/catalogue/products/rules';
import { perCatalogue } from '@lib/catalogue/products/per-version.server';
import type { Lang } from '@lib/platform';
import { db } from '@lib/platform/index.server';
import { type Candidate, closestWords, nameKey, queryWords } from './query-rules';
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

/** A word's lexemes (`own`: without its synonyms') together with those of its corrections. */
export function withCorrections(match: WordMatch, key: 'own' | 'lexemes' = 'lexemes'): string[] {
  return [...match[key], ...match.corrections.flatMap((c) => c[key])];
}

/** A query as the search reads it. */
export interface Understood {
  /** The words that are searched, in order; stop words ("ve", "and") are left out. */
  matches: WordMatch[];
  /** Colours the query names ("kırmızı elbise" → red): cards are pictured and opened in them. */
  colours: string[];
  /** The query as a name key (query-rules nameKey): a product whose name is exactly this ranks first. */
  nameKey: string;
}

interface Row {
  word: string;
  own: string[];
  lexemes: string[];
  near: Candidate[] | null;
}

/** The lexemes of the catalogue words chosen as corrections, read only for those (not for every neighbour). */
async function correctionsOf(chosen: Candidate[][]): Promise<WordMatch['corrections'][]> {
  const words = [...new Set(chosen.flat().map((c) => c.word))];
  if (words.length === 0) return chosen.map(() => []);
  // "offset 0" keeps the inner select apart, so each word's own forms are computed once, not per use.
  const result = await (await db()).execute(sql`
    select word, own, search_with_synonyms(own) as lexemes
    from (select w.word, search_own_lexemes(w.word) as own from json_array_elements_text(${JSON.stringify(words)}::json) as w(word) offset 0) as owned`);
  const byWord = new Map(
    (result as unknown as { rows: { word: string; own: string[]; lexemes: string[] }[] }).rows.map((r) => [r.word, r]),
  );
  return chosen.map((candidates) =>
    candidates.map((c) => ({ ...c, own: byWord.get(c.word)?.own ?? [], lexemes: byWord.get(c.word)?.lexemes ?? [] })),
  );
}

// A colour's words change with the catalogue's version (drizzle/0022 moves it): read once per version.
const coloursOfVersion = perCatalogue('colour words', async () => {
  const rows = await (await db()).select().from(colourWords);
  return new Map(rows.map((row) => [fold(row.word), row.colour]));
});

/**
 * Reads a query (`typing`: from the search box, its last word perhaps unfinished; `lang`: the
 * shopper's language, whose stop words are left out) in one statement:
 * each word's lexemes (its forms in both languages and its synonyms'), and for a word of five
 * letters or more that finds nothing, its nearest catalogue words by trigrams, which the typo
 * budget then judges (query-rules.ts); a second statement reads the chosen corrections' lexemes.
 */
export async function understand(query: string, options: { typing?: boolean; lang?: Lang } = {}): Promise<Understood> {
  const words = queryWords(query);
  // While the shopper types, the last word may be unfinished: it counts as found when a word starts with it.
  const typed = options.typing ? fold(words.at(-1) ?? '') : '';
  if (words.length === 0) return { matches: [], colours: [], nameKey: '' };
  const [result, colourOf] = await Promise.all([
    (await db()).execute(sql`
      with owned as materialized (
        select w.word, w.position, search_own_lexemes(w.word) as own
        from json_array_elements_text(${JSON.stringify(words)}::json) with ordinality as w(word, position)
        -- A stop word of the shopper's language ("and", "on" in English, "ve" in Turkish) has no
        -- form in it, so no document holds it from a text in that language: a whole product name
        -- pasted with one ("Diamond and Gold Long Necklace", "On-ear") would otherwise find nothing.
        where ${options.lang ?? null}::text is null or cardinality(search_forms(search_lower(w.word), ${options.lang ?? null}::text)) > 0
      ), words as materialized (
        select owned.*, search_with_synonyms(own) as lexemes from owned
      ), searched as materialized (
        -- Each word's query built once, so the product index answers it (a function in the
        -- condition itself would be called for every product).
        select words.*, to_tsquery('simple', array_to_string(lexemes, ' | ')
          || case when position = ${words.length} and ${typed} ~ '^[a-z0-9]+$' then ' | ' || ${typed} || ':*' else '' end) as query
        from words where cardinality(lexemes) > 0
      )
      -- A word is taken as typed when one of its forms is a catalogue word: a look-up in the
      -- vocabulary, where asking the products would read every match of a broad word.
      select word, own, lexemes,
        case when char_length(word) >= 5 and not exists (select 1 from search_words where folded = any(searched.lexemes))
          and not exists (select 1 from products where main_product_id is null and search_vector @@ searched.query) then (
          select json_agg(json_build_object('folded', n.folded, 'word', n.word))
          from (select folded, word from search_words order by folded <-> search_fold(searched.word) limit ${NEIGHBOURS}) as n
        ) end as near
      from searched
      order by position`),
    coloursOfVersion(''),
  ]);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const corrections = await correctionsOf(rows.map((row) => closestWords(row.word, row.near ?? [])));
  const matches = rows.map((row, i) => ({ word: row.word, own: row.own, lexemes: row.lexemes, corrections: corrections[i] ?? [] }));
  const colours = [...new Set(words.flatMap((word) => colourOf.get(fold(word)) ?? []))];
  return { matches, colours, nameKey: nameKey(query) };
}
