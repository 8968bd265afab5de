import { and, asc, count, inArray, sql, type SQL } from 'drizzle-orm';
import { cardColumnsOf, cardOf, type ProductCard } from '@lib/catalogue/products/card.server';
import { catalogIndex } from '@lib/catalogue/products/index.server';
import { filterConditions } from '@lib/catalogue/products/listing.server';
import { perVersion } from '@lib/catalogue/products/per-version.server';
import { type ListingQuery, PAGE_SIZE } from '@lib/catalogue/products/schema';
import { products } from '@lib/catalogue/products/tables.server';
import { type Db, db } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import { tsqueryText } from './query-rules';
import { rankEvery, walkPrice, walkTiers } from './ranking.server';
import { type Understood, understand, withCorrections } from './understand.server';

/** How far a search counts its matches: from here the page says "1.000+" and a broad query's page is read tier by tier. */
const COUNT_CAP = 1_000;

/** A page of search results, how many there are (`capped`: at least that many) and what the search read in the query. */
export interface SearchPage {
  items: ProductCard[];
  total: number;
  capped: boolean;
  understood: Understood;
}

/**
 * Runs a read of text matches with the planner kept off a sequential scan. A broad word matches a
 * sixth of the catalogue, and the planner then prefers reading every row; but each row it reads
 * must unpack its whole document (stored apart, TOAST) to test it, where the GIN index answers the
 * match without opening one (a broad word at 20,000 products: 55 ms p50 before, 27 ms after;
 * decision 0037). No parallel plan either: a tier walk's branches must run in order (ranking.server.ts).
 */
export async function withIndexedMatch<T>(read: (run: Db) => Promise<T>): Promise<T> {
  return (await db()).transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`);
    return read(tx as unknown as Db);
  });
}

/** The condition a product must meet: every word found, as typed or as corrected. */
export function matchCondition(understood: Understood): SQL | undefined {
  const text = tsqueryText(understood.matches.map((m) => withCorrections(m)));
  return text ? sql`${products.searchVector} @@ to_tsquery('simple', ${text})` : undefined;
}

/** How many products meet `where`, counted no further than COUNT_CAP: the text index finds them, at most that many rows are read. */
async function countUpToCap(run: Db, where: SQL[]): Promise<number> {
  const found = run
    .select({ id: products.id })
    .from(products)
    .where(and(...where))
    .limit(COUNT_CAP)
    .as('found');
  const [row] = await run.select({ n: count() }).from(found);
  return row?.n ?? 0;
}

/**
 * A page of matches and how many there are, up to the cap. Relevance, then sold-out last, then
 * popularity (ranking.server.ts); a price sort is the shopper's own choice. Below the cap the text
 * index finds the matches and a top-24 sort orders them (the price sorted as an expression, so the
 * planner cannot walk the price index testing each document); from the cap the page is read along
 * an index and stops once full. The cards are then read for the page's ids only, so their colour
 * look-ups run for 24 products, not all.
 */
async function readResults(understood: Understood, query: ListingQuery, brandIds: number[]) {
  const match = matchCondition(understood);
  const filters = filterConditions(query, brandIds, true);
  if (!match || !filters) return { rows: [], total: 0 };
  const where = [...filters, match];
  const offset = (query.page - 1) * PAGE_SIZE;
  const { ids, total } = await withIndexedMatch(async (run) => {
    const counted = await countUpToCap(run, where);
    // Past the last page (a capped count has no last page it knows of).
    if (counted < COUNT_CAP && offset >= counted) return { ids: [], total: counted };
    if (query.sort !== 'recommended' && counted >= COUNT_CAP) {
      return { ids: await walkPrice(run, filters, match, understood, query.sort, offset, PAGE_SIZE), total: counted };
    }
    if (query.sort !== 'recommended') {
      const price =
        query.sort === 'price-asc'
          ? [sql`${products.salePrice} + 0`, asc(products.id)]
          : [sql`${products.salePrice} + 0 desc`, sql`${products.id} desc`];
      const rows = await run
        .select({ id: products.id })
        .from(products)
        .where(and(...where))
        .orderBy(...price)
        .limit(PAGE_SIZE)
        .offset(offset);
      return { ids: rows.map((row) => row.id), total: counted };
    }
    const ids =
      counted < COUNT_CAP
        ? await rankEvery(run, where, understood, offset, PAGE_SIZE)
        : await walkTiers(run, filters, match, understood, offset, PAGE_SIZE);
    return { ids, total: counted };
  });
  if (ids.length === 0) return { rows: [], total };
  const cards = await (await db()).select(cardColumnsOf(query, understood.colours)).from(products).where(inArray(products.id, ids));
  const byId = new Map(cards.map((card) => [card.id, card]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total };
}

// Results move only with the catalogue (products, synonyms and colour words all move its
// version), so a query's page is read once per version, as a listing's is; not under a size or
// colour filter, which asks what is in stock.
const resultsOfVersion = perVersion<string, { understood: Understood; page: Awaited<ReturnType<typeof readResults>> }>(1_000);

/** One page of the products a text search finds, in the order ranking.server.ts gives, under the listing's filters and sort. */
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
  return {
    understood,
    total: page.total,
    capped: page.total >= COUNT_CAP,
    items: page.rows.map((row) => cardOf(row, lang, index, colourPinned)),
  };
}
