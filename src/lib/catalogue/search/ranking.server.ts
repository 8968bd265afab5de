import { and, sql, type SQL } from 'drizzle-orm';
import { ORDER } from '@lib/catalogue/products/listing.server';
import { products } from '@lib/catalogue/products/tables.server';
import type { Db } from '@lib/platform/index.server';
import { tsqueryText } from './query-rules';
import { type Understood, withCorrections } from './understand.server';

// The two ways a search's page is put in order (decisions 0037, 0049). Few matches are each
// ranked (`rankOrder`); a broad query is read tier by tier along the popularity index, which
// stops once the page is full (`walkTiers`).

const tsquery = (groups: string[][], weights = '') => sql`to_tsquery('simple', ${tsqueryText(groups, weights)})`;

/** The word groups of each step of relevance: as typed, with synonyms, then the same with corrections (when any). */
function stepsOf(understood: Understood): string[][][] {
  const { matches } = understood;
  const steps = [matches.map((m) => m.own)];
  if (matches.some((m) => m.lexemes.length > m.own.length)) steps.push(matches.map((m) => m.lexemes));
  if (matches.some((m) => m.corrections.length > 0)) {
    steps.push(
      matches.map((m) => withCorrections(m, 'own')),
      matches.map((m) => withCorrections(m)),
    );
  }
  return steps;
}

/**
 * How well a product answers the query, best first: its name is the query (0); every word, as
 * typed, is in its name or brand (1), or there or in its category, department, colours or sizes
 * (2); the same through a synonym (3, 4); then, when a mistyped word was corrected, the same four
 * again; last, matches that need the description. Read from the document's head (no description),
 * which each matched row carries inline.
 */
function relevance(understood: Understood): SQL {
  const tiers = stepsOf(understood).flatMap((groups) => [[groups, 'A'] as const, [groups, 'AB'] as const]);
  const whens = tiers.map(
    ([groups, weights], i) => sql`when ${products.searchHead} @@ ${tsquery(groups, weights)} then ${sql.raw(String(i + 1))}`,
  );
  const exactName = tsqueryText([[understood.nameKey]], 'D');
  const first = exactName ? sql`when ${products.searchHead} @@ to_tsquery('simple', ${exactName}) then 0` : sql``;
  return sql`case ${first} ${sql.join(whens, sql` `)} else ${sql.raw(String(tiers.length + 1))} end`;
}

/** The order of matches few enough to rank every one: by relevance, then sold-out last, then popularity. */
export function rankOrder(understood: Understood): SQL[] {
  return [relevance(understood), sql`${products.stockBand} = 'out'`, ...ORDER.recommended];
}

/**
 * A page's ids among many matches, tier by tier: every word as typed in the document's head (name,
 * brand, category, department, colours, sizes), then through synonyms, then as corrected, last in
 * the description; within a tier in stock first, each in popularity order. Each tier is one
 * branch of a UNION ALL under the page's limit, which runs its branches in order and stops once
 * the page is full: a tier as broad as the query is read along the popularity index for as few
 * rows as fill the page, and one that is narrow is found through the text index. The head's
 * weights (name before category) are not told apart here: the text index cannot answer a weight
 * without opening every match, which is the cost this walk avoids.
 */
export async function walkTiers(
  run: Db,
  filters: SQL[],
  match: SQL,
  understood: Understood,
  offset: number,
  limit: number,
): Promise<number[]> {
  const head = stepsOf(understood).map((groups) => sql`${products.searchHead} @@ ${tsquery(groups)}`);
  const tiers = head.map((condition, i) => and(condition, ...head.slice(0, i).map((before) => sql`not (${before})`))!);
  tiers.push(and(match, ...head.map((before) => sql`not (${before})`))!);
  // Each branch may have to give the whole of the pages before this one.
  const enough = offset + limit;
  const branches = tiers.flatMap((tier) =>
    [sql`${products.stockBand} <> 'out'`, sql`${products.stockBand} = 'out'`].map(
      (stock) =>
        sql`(select ${products.id} from ${products} where ${and(...filters, tier, stock)} order by ${products.rank}, ${products.id} limit ${enough})`,
    ),
  );
  const result = await run.execute(sql`${sql.join(branches, sql` union all `)} limit ${limit} offset ${offset}`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

/**
 * A page of many matches in a price order, read along the price index and stopping once full. A
 * match is tested on the document's head first: only a product whose head does not answer has its
 * whole document unpacked (stored apart, TOAST), where testing every product's document on the way
 * cost 383 ms for "elbise" at 100,000 products on PostgreSQL.
 */
export async function walkPrice(
  run: Db,
  filters: SQL[],
  match: SQL,
  understood: Understood,
  sort: 'price-asc' | 'price-desc',
  offset: number,
  limit: number,
): Promise<number[]> {
  const inHead = sql`${products.searchHead} @@ ${tsquery(stepsOf(understood).at(-1)!)}`;
  const rows = await run
    .select({ id: products.id })
    .from(products)
    .where(and(...filters, sql`(${inHead} or ${match})`))
    .orderBy(...ORDER[sort])
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}
