import { sql, type SQL } from 'drizzle-orm';
import { cardOf, type ProductCard } from '@lib/catalog/card.server';
import { catalogIndex } from '@lib/catalog/index.server';
import { filterConditions, ORDER, readPage } from '@lib/catalog/listing.server';
import { perVersion } from '@lib/catalog/per-version.server';
import type { ListingQuery } from '@lib/catalog/schema';
import { products } from '@lib/catalog/tables.server';
import type { Lang } from '@lib/i18n/lang';
import { tsqueryText } from './query-rules';
import { type Understood, understand } from './understand.server';

/** A page of search results and what the search read in the query. */
export interface SearchPage {
  items: ProductCard[];
  total: number;
  understood: Understood;
}

const tsquery = (groups: string[][], weights = '', prefix?: string) => sql`to_tsquery('simple', ${tsqueryText(groups, weights, prefix)})`;

/**
 * How well a product answers the query, best first: its name is the query (0); every word, as
 * typed, is in its name or brand (1), or there or in its category, department, colours or sizes
 * (2); the same through a synonym (3, 4); anywhere, the description too (5). Matches that needed a
 * mistyped word corrected follow in the same order (6–9). `prefix`: the word still being typed in
 * the search box, matched as a beginning.
 */
export function relevance(understood: Understood, prefix?: string): SQL {
  const { matches } = understood;
  const own = matches.map((m) => m.own);
  const all = matches.map((m) => m.lexemes);
  const synonyms = matches.some((m) => m.lexemes.length > m.own.length);
  const corrected = matches.some((m) => m.corrections.length > 0);
  const name = (column: SQL) => sql`translate(search_fold(${column}), '-', ' ') = ${understood.phrase}`;
  const tiers: [string[][], string][] = [
    [own, 'A'],
    [own, 'AB'],
    ...(synonyms
      ? ([
          [all, 'A'],
          [all, 'AB'],
        ] as [string[][], string][])
      : []),
    [all, ''],
  ];
  if (corrected) {
    const ownFixed = matches.map((m) => [...m.own, ...m.corrections.flatMap((c) => c.own)]);
    const allFixed = matches.map((m) => [...m.lexemes, ...m.corrections.flatMap((c) => c.lexemes)]);
    tiers.push([ownFixed, 'A'], [ownFixed, 'AB'], [allFixed, 'A'], [allFixed, 'AB']);
  }
  const whens = tiers.map(
    ([groups, weights], i) => sql`when ${products.searchVector} @@ ${tsquery(groups, weights, prefix)} then ${sql.raw(String(i + 1))}`,
  );
  return sql`case when ${name(sql`${products.nameTr}`)} or ${name(sql`${products.nameEn}`)} then 0 ${sql.join(whens, sql` `)} else ${sql.raw(String(tiers.length + 1))} end`;
}

/** The condition a product must meet: every word found, as typed or as corrected. */
function matchCondition(understood: Understood): SQL | undefined {
  const text = tsqueryText(understood.matches.map((m) => [...m.lexemes, ...m.corrections.flatMap((c) => c.lexemes)]));
  return text ? sql`${products.searchVector} @@ to_tsquery('simple', ${text})` : undefined;
}

async function readResults(understood: Understood, query: ListingQuery, brandIds: number[]) {
  const match = matchCondition(understood);
  const filters = filterConditions(query, brandIds, true);
  if (!match || !filters) return { rows: [], total: 0 };
  // Relevance, then sold-out last, then popularity; a price sort is the shopper's own choice.
  const order =
    query.sort === 'recommended'
      ? [relevance(understood), sql`${products.stockBand} = 'out'`, ...ORDER.recommended]
      : [...ORDER[query.sort]];
  return readPage([...filters, match], query, order, understood.colours);
}

// Results move only with the catalogue (products, synonyms and colour words all move its
// version), so a query's page is read once per version, as a listing's is; not under a size or
// colour filter, which asks what is in stock.
const resultsOfVersion = perVersion<string, { understood: Understood; page: Awaited<ReturnType<typeof readResults>> }>(1_000);

/** One page of the products a text search finds, ranked as `relevance` says, under the listing's filters and sort. */
export async function searchProducts(query: ListingQuery, lang: Lang): Promise<SearchPage> {
  const index = await catalogIndex();
  const brandIds = query.brand.flatMap((slug) => index.brandBySlug.get(slug)?.id ?? []);
  const load = async () => {
    const understood = await understand(query.q);
    return { understood, page: await readResults(understood, query, brandIds) };
  };
  const pinned = query.size.length > 0 || query.colour.length > 0;
  const { understood, page } = pinned ? await load() : await resultsOfVersion(JSON.stringify(query), load);
  const colourPinned = pinned || understood.colours.length > 0;
  return { understood, total: page.total, items: page.rows.map((row) => cardOf(row, lang, index, colourPinned)) };
}
