import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { cardColumnsOf, cardOf, type ProductCard } from '@lib/catalogue/products/card.server';
import { catalogIndex } from '@lib/catalogue/products/index.server';
import { type BrandCount, countedByBrands, reachedCap } from '@lib/catalogue/products/brand-facet';
import { filterConditions, ORDER, otherThanBrand } from '@lib/catalogue/products/listing.server';
import { perVersion } from '@lib/catalogue/products/per-version.server';
import { type ListingQuery, PAGE_SIZE } from '@lib/catalogue/products/schema';
import { products } from '@lib/catalogue/products/tables.server';
import { type Db, db } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import { tsqueryText } from './query-rules';
import { rankOrder, walkPrice, walkTiers } from './ranking.server';
import { type Understood, understand, withCorrections } from './understand.server';

/** How far a search counts its matches: from here the page says "1.000+" and a broad query's page is read tier by tier. */
const COUNT_CAP = 1_000;

/** Most matches ranked one by one (ranking.server.ts rankEvery); more are read tier by tier along an index. */
const RANK_EVERY_BELOW = 250;

/** A page of search results, how many there are (`capped`: at least that many) and what the search read in the query. */
export interface SearchPage {
  items: ProductCard[];
  total: number;
  capped: boolean;
  understood: Understood;
  /** How many matches each brand has under the other filters, among the first COUNT_CAP (docs/behaviour/catalogue.md#filters). */
  brands: BrandCount[];
  /** The brands' numbers reached the cap: they are the first COUNT_CAP matches', not all. */
  brandsCapped: boolean;
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

/**
 * One read of the matches, the text index finding at most COUNT_CAP of them: how many (up to the
 * cap), and when they are fewer than RANK_EVERY_BELOW, the page's ids among them in `order` (null
 * otherwise: the page is then read along an index). The matches' columns the orders read are kept
 * under the table's name, so the orders read them as they would the table's.
 */
async function readFound(run: Db, where: SQL[], order: SQL[], offset: number): Promise<{ total: number; ids: number[] | null }> {
  const { id, searchHead, stockBand, rank, salePrice } = products;
  const result = await run.execute(sql`
    with found as materialized (
      select ${id}, ${searchHead}, ${stockBand}, ${rank}, ${salePrice} from ${products} where ${and(...where)} limit ${COUNT_CAP}
    ), counted as (select count(*)::int as total from found)
    select total, case when total < ${RANK_EVERY_BELOW} then array(
      select id from found as products order by ${sql.join(order, sql`, `)} limit ${PAGE_SIZE} offset ${offset}
    ) end as ids from counted`);
  const [row] = (result as unknown as { rows: { total: number; ids: number[] | null }[] }).rows;
  return { total: Number(row?.total ?? 0), ids: row?.ids?.map(Number) ?? null };
}

/** How many matches each brand has where `where` holds, among the first COUNT_CAP the text index finds. */
async function readBrandsFound(run: Db, where: SQL[]): Promise<BrandCount[]> {
  const result = await run.execute(sql`
    select brand_id as "brandId", count(*)::int as count
    from (select ${products.brandId} from ${products} where ${and(...where)} limit ${COUNT_CAP}) as found group by brand_id`);
  return (result as unknown as { rows: BrandCount[] }).rows.map((row) => ({ brandId: Number(row.brandId), count: Number(row.count) }));
}

/**
 * A page of matches and how many there are, up to the cap. Relevance, then sold-out last, then
 * popularity (ranking.server.ts); a price sort is the shopper's own choice. Few matches are read
 * and ordered in one statement with their count; more are read along an index (popularity's or
 * price's), stopping once the page is full. The cards are then read for the page's ids only, so
 * their colour look-ups run for 24 products, not all.
 */
async function readResults(understood: Understood, query: ListingQuery, brandIds: number[]) {
  const match = matchCondition(understood);
  const filters = filterConditions(query, brandIds, true);
  if (!match) return { rows: [], total: 0, brands: [] };
  const offset = (query.page - 1) * PAGE_SIZE;
  const order = query.sort === 'recommended' ? rankOrder(understood) : [...ORDER[query.sort]];
  const { ids, total, brands } = await withIndexedMatch(async (run) => {
    const brands = await readBrandsFound(run, [...otherThanBrand(query, true), match]);
    if (!filters) return { ids: [], total: 0, brands };
    // A broad search whose brands' numbers count its matches walks its page along an index
    // without reading its thousand matches again.
    const counted = countedByBrands(brands, brandIds, COUNT_CAP);
    const found =
      counted !== undefined && counted >= RANK_EVERY_BELOW
        ? { total: counted, ids: null }
        : await readFound(run, [...filters, match], order, offset);
    // Fewer than RANK_EVERY_BELOW, or past the last page (a capped count has no last page it knows of).
    if (found.ids || (found.total < COUNT_CAP && offset >= found.total)) return { ids: found.ids ?? [], total: found.total, brands };
    const ids =
      query.sort === 'recommended'
        ? await walkTiers(run, filters, match, understood, offset, PAGE_SIZE)
        : await walkPrice(run, filters, match, understood, query.sort, offset, PAGE_SIZE);
    return { ids, total: found.total, brands };
  });
  if (ids.length === 0) return { rows: [], total, brands };
  const cards = await (await db()).select(cardColumnsOf(query, understood.colours)).from(products).where(inArray(products.id, ids));
  const byId = new Map(cards.map((card) => [card.id, card]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total, brands };
}

// Results move only with the catalogue (products, synonyms and colour words all move its
// version), so a query's page is read once per version, as a listing's is; not under a size or
// colour filter, which asks what is in stock.
const resultsOfVersion = perVersion<{ understood: Understood; page: Awaited<ReturnType<typeof readResults>> }>('search results', 1_000);

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
    brands: page.brands,
    brandsCapped: reachedCap(page.brands, COUNT_CAP),
    capped: page.total >= COUNT_CAP,
    items: page.rows.map((row) => cardOf(row, lang, index, colourPinned)),
  };
}
