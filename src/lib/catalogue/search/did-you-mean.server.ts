import { sql } from 'drizzle-orm';
import { catalogIndex } from '@lib/catalogue/products/index.server';
import { fold } from '@lib/catalogue/products/rules';
import type { Lang } from '@lib/platform';
import { db } from '@lib/platform/index.server';
import { type Candidate, distanceWithEnding, queryWords, respellings, suggestionBudget } from './query-rules';

/** How many spellings of the query are tried, closest first, before giving up. */
const TRIES = 12;
/** What leaving a word out costs: more than any respelling, so a word is dropped only when no spelling helps. */
const DROP = 3;
/** How many of the catalogue's nearest words (by trigrams) each word is measured against. */
const NEIGHBOURS = 12;

interface Row {
  word: string;
  known: boolean;
  near: Candidate[] | null;
}

/**
 * For a query that found nothing, the closest query that finds something, in the shopper's
 * language: each word as typed (when it finds anything alone) or respelled as a near catalogue
 * word, fewest edits first. Undefined when no such query is near.
 */
export async function didYouMean(query: string, lang: Lang): Promise<string | undefined> {
  const found = await closestFinding(query);
  return found && lang === 'en' ? inEnglish(found) : found;
}

/**
 * The catalogue's words come from both languages' texts, so "mnot" is nearest to the Turkish
 * "mont" even on the English site: a word that is a category's Turkish name alone becomes its
 * English name ("coats"), which finds the same pieces.
 */
async function inEnglish(query: string): Promise<string> {
  const english = new Map<string, string>();
  for (const category of (await catalogIndex()).categoryById.values()) {
    const turkish = fold(category.nameTr);
    if (!turkish.includes(' ') && turkish !== fold(category.nameEn)) english.set(turkish, category.nameEn.toLocaleLowerCase('en'));
  }
  return query
    .split(' ')
    .map((word) => english.get(fold(word)) ?? word)
    .join(' ');
}

async function closestFinding(query: string): Promise<string | undefined> {
  const words = queryWords(query);
  if (words.length === 0) return undefined;
  const database = await db();
  const read = await database.execute(sql`
    with words as materialized (
      select w.word, w.position, search_fold(w.word) as folded, search_word_lexemes(w.word) as lexemes
      from json_array_elements_text(${JSON.stringify(words)}::json) with ordinality as w(word, position)
    ), searched as materialized (
      select words.*, to_tsquery('simple', array_to_string(lexemes, ' | ')) as query from words where cardinality(lexemes) > 0
    )
    select word,
      exists (select 1 from products where main_product_id is null and search_vector @@ searched.query) as known,
      -- Trigrams miss a short word with two letters swapped ("mnot"): words of its first letter and
      -- about its length are measured too.
      (select json_agg(json_build_object('folded', n.folded, 'word', n.word)) from (
        (select folded, word from search_words order by folded <-> searched.folded limit ${NEIGHBOURS})
        union
        (select folded, word from search_words
          where left(folded, 1) = left(searched.folded, 1) and abs(char_length(folded) - char_length(searched.folded)) <= 1 limit 200)
      ) as n) as near
    from searched
    order by position`);
  const rows = (read as unknown as { rows: Row[] }).rows;
  const options = rows.map((row) => {
    const budget = suggestionBudget(row.word);
    const near = (row.near ?? [])
      .map((c) => ({ word: c.word, distance: distanceWithEnding(fold(row.word), c.folded) }))
      .filter((c) => c.distance > 0 && c.distance <= budget);
    // A word that finds something alone stays as typed: respelling it would change what was asked.
    // Any word may be left out ("erkek çocuk mont" → "çocuk mont"), which strays furthest.
    return [...(row.known ? [{ word: row.word, distance: 0 }] : near), ...(rows.length > 1 ? [{ word: '', distance: DROP }] : [])];
  });
  if (options.length === 0 || options.some((o) => o.length === 0)) return undefined;
  const tries = respellings(options, TRIES)
    .map((words) => words.filter(Boolean))
    .filter((words) => words.length > 0);
  if (tries.length === 0) return undefined;
  // Every spelling is tried in one statement, each distinct word's lexemes read once; the first
  // (closest) spelling that finds a product wins.
  const found = await database.execute(sql`
    with tries as materialized (
      select t.position, t.words from json_array_elements(${JSON.stringify(tries)}::json) with ordinality as t(words, position)
    ), words as materialized (
      select distinct w.word from tries, json_array_elements_text(tries.words) as w(word)
    ), lexemes as materialized (
      select word, search_word_lexemes(word) as lexemes from words
    ), queries as materialized (
      select tries.position, to_tsquery('simple', string_agg('(' || array_to_string(lexemes.lexemes, ' | ') || ')', ' & ')) as query
      from tries, json_array_elements_text(tries.words) as w(word) join lexemes on lexemes.word = w.word
      group by tries.position
    )
    select position from queries
    where exists (select 1 from products where main_product_id is null and search_vector @@ queries.query)
    order by position limit 1`);
  const position = (found as unknown as { rows: { position: number | string }[] }).rows[0]?.position;
  return position === undefined ? undefined : tries[Number(position) - 1]?.join(' ');
}
