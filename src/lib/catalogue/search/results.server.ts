import { and, asc, count, inArray, sql, type SQL } from 'drizzle-orm';
import { cardColumnsOf, cardOf, type ProductCard } from '@lib/catalogue/products/card.server';
import { catalogIndex } from '@lib/catalogue/products/index.server';
import { filterConditions, ORDER } from '@lib/catalogue/products/listing.server';
import { perVersion } from '@lib/catalogue/products/per-version.server';
import { type ListingQuery, PAGE_SIZE } from '@lib/catalogue/products/schema';
import { products } from '@lib/catalogue/products/tables.server';
import { type Db, db } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import { tsqueryText } from './query-rules';
import { type Understood, understand, withCorrections } from './understand.server';

/** A page of search results and what the search read in the query. */
export interface SearchPage {
  items: ProductCard[];
  total: number;
  understood: Understood;
}

const tsquery = (groups: string[][], weights = '') => sql`to_tsquery('simple', ${tsqueryText(groups, weights)})`;

/**
 * How well a product answers the query, best first: its name is the query (0); every word, as
 * typed, is in its name or brand (1), or there or in its category, department, colours or sizes
 * (2); the same through a synonym (3, 4); then, when a mistyped word was corrected, the same four
 * again; last, matches that need the description. Read from the document's head (no description),
 * which each matched row carries inline.
 */
function relevance(understood: Understood): SQL {
  const { matches } = understood;
  const own = matches.map((m) => m.own);
  const all = matches.map((m) => m.lexemes);
  const synonyms = matches.some((m) => m.lexemes.length > m.own.length);
  const corrected = matches.some((m) => m.corrections.length > 0);
  const tiers: [string[][], string][] = [
    [own, 'A'],
    [own, 'AB'],
    ...(synonyms
      ? ([
          [all, 'A'],
          [all, 'AB'],
        ] as [string[][], string][])
      : []),
  ];
  if (corrected) {
    const ownFixed = matches.map((m) => withCorrections(m, 'own'));
    const allFixed = matches.map((m) => withCorrections(m));
    tiers.push([ownFixed, 'A'], [ownFixed, 'AB'], [allFixed, 'A'], [allFixed, 'AB']);
  }
  const whens = tiers.map(
    ([groups, weights], i) => sql`when ${products.searchHead} @@ ${tsquery(groups, weights)} then ${sql.raw(String(i + 1))}`,
  );
  const exactName = tsqueryText([[understood.nameKey]], 'D');
  const first = exactName ? sql`when ${products.searchHead} @@ to_tsquery('simple', ${exactName}) then 0` : sql``;
  return sql`case ${first} ${sql.join(whens, sql` `)} else ${sql.raw(String(tiers.length + 1))} end`;
}

/**
 * Runs a read of text matches with the planner kept off a sequential scan. A broad word matches a
 * sixth of the catalogue, and the planner then prefers reading every row; but each row it reads
 * must unpack its whole document (stored apart, TOAST) to test it, where the GIN index answers the
 * match without opening one (a broad word at 20,000 products: 55 ms p50 before, 27 ms after;
 * decision 0037).
 */
export async function withIndexedMatch<T>(read: (run: Db) => Promise<T>): Promise<T> {
  return (await db()).transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return read(tx as unknown as Db);
  });
}

/** The condition a product must meet: every word found, as typed or as corrected. */
function matchCondition(understood: Understood): SQL | undefined {
  const text = tsqueryText(understood.matches.map((m) => withCorrections(m)));
  return text ? sql`${products.searchVector} @@ to_tsquery('simple', ${text})` : undefined;
}

async function readResults(understood: Understood, query: ListingQuery, brandIds: number[]) {
  const match = matchCondition(understood);
  const filters = filterConditions(query, brandIds, true);
  if (!match || !filters) return { rows: [], total: 0 };
  // Relevance, then sold-out last, then popularity; a price sort is the shopper's own choice. The
  // price is sorted as an expression on purpose: walking the price index would test each product's
  // whole document on the way (383 ms for "elbise" at 100,000 products on PostgreSQL), where the
  // text index finds the matches and a top-24 sort orders them.
  const order =
    query.sort === 'recommended'
      ? [relevance(understood), sql`${products.stockBand} = 'out'`, ...ORDER.recommended]
      : query.sort === 'price-asc'
        ? [sql`${products.salePrice} + 0`, asc(products.id)]
        : [sql`${products.salePrice} + 0 desc`, sql`${products.id} desc`];
  return readRanked([...filters, match], query, order, understood.colours);
}

/**
 * A page of matches and how many there are. Ranking reads every match once, so the count rides
 * along in the same statement (a window over the matches) rather than a second pass; the cards
 * are then read for the page's ids only, so their colour look-ups run for 24 products, not all.
 */
async function readRanked(where: SQL[], query: ListingQuery, order: SQL[], prefer: readonly string[]) {
  const database = await db();
  const ranked = await withIndexedMatch((run) =>
    run
      .select({ id: products.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(products)
      .where(and(...where))
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
  );
  const ids = ranked.map((row) => row.id);
  if (ids.length === 0) {
    // Past the last page the window has no row to ride on: count apart.
    const [counted] =
      query.page > 1
        ? await database
            .select({ n: count() })
            .from(products)
            .where(and(...where))
        : [];
    return { rows: [], total: counted?.n ?? 0 };
  }
  const cards = await database.select(cardColumnsOf(query, prefer)).from(products).where(inArray(products.id, ids));
  const byId = new Map(cards.map((card) => [card.id, card]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total: ranked[0]!.total };
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
    const understood = await understand(query.q, { lang });
    return { understood, page: await readResults(understood, query, brandIds) };
  };
  const pinned = query.size.length > 0 || query.colour.length > 0;
  const { understood, page } = pinned ? await load() : await resultsOfVersion(`${lang}:${JSON.stringify(query)}`, load);
  const colourPinned = pinned || understood.colours.length > 0;
  return { understood, total: page.total, items: page.rows.map((row) => cardOf(row, lang, index, colourPinned)) };
}
