import { and, arrayOverlaps, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { db } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import { type BrandCount, matchesOfBrands } from './brand-facet';
import { COLOUR_BITS, maskOf, SIZE_BITS } from './facet-mask';
import { type ProductCard, cardColumnsOf, cardOf, purchasable } from './card.server';
import { catalogIndex } from './index.server';
import { perVersion } from './per-version.server';
import { PAGE_SIZE, type ListingQuery } from './schema';
import { products } from './tables.server';

/** What a listing is drawn from: a department or a category (a text search: search/results.server.ts). */
export type Scope = { departmentId: number } | { categoryId: number };

export interface ListingPage {
  items: ProductCard[];
  total: number;
  /** How many products each brand has under the other filters (docs/behaviour/catalogue.md#filters). */
  brands: BrandCount[];
}

/**
 * Size and colour filters (any of the chosen values), met only by a variant in stock of that size
 * and colour. The products' masks hold the colours and sizes in stock (drizzle/0032), so one filter
 * is exact on them, inside the listing indexes; a size with a colour may be met by two different
 * variants, so the few products with both in stock then have their variants read. A text search's
 * candidates are narrowed first by the arrays' GIN indexes.
 */
function facetConditions(search: boolean, query: ListingQuery): SQL[] {
  const where: SQL[] = [];
  if (query.size.length) {
    if (search) where.push(arrayOverlaps(products.sizes, query.size));
    where.push(sql`(${products.sizeMask} & ${maskOf(query.size, SIZE_BITS)}) <> 0`);
  }
  if (query.colour.length) {
    if (search) where.push(arrayOverlaps(products.colours, query.colour));
    where.push(sql`(${products.colourMask} & ${maskOf(query.colour, COLOUR_BITS)}) <> 0`);
  }
  if (query.size.length && query.colour.length) where.push(purchasable(query));
  return where;
}

/**
 * The conditions of a listing's filters (brand, size, colour, price), listed products only;
 * undefined when a brand filter names no known brand (nothing can match). `search`: the rows come
 * from a text search, whose candidates the arrays' indexes narrow rather than the listing masks.
 */
export function filterConditions(query: ListingQuery, brandIds: number[], search: boolean): SQL[] | undefined {
  const where: SQL[] = [isNull(products.mainProductId)];
  if (query.brand.length) {
    if (brandIds.length === 0) return undefined;
    where.push(inArray(products.brandId, brandIds));
  }
  where.push(...facetConditions(search, query));
  if (query.min !== undefined) where.push(gte(products.salePrice, query.min * 100));
  if (query.max !== undefined) where.push(lte(products.salePrice, query.max * 100));
  return where;
}

/** The orders of a listing's sorts; a text search puts its relevance before popularity. */
export const ORDER = {
  recommended: [asc(products.rank), asc(products.id)],
  'price-asc': [asc(products.salePrice), asc(products.id)],
  'price-desc': [desc(products.salePrice), desc(products.id)],
} as const;

/** One page's rows, as cards read them: one read along a listing index, in the sort's order. */
async function readRows(where: SQL[], query: ListingQuery) {
  return (await db())
    .select(cardColumnsOf(query))
    .from(products)
    .where(and(...where))
    .orderBy(...ORDER[query.sort])
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
}

/** How many products each brand has where `where` holds: one grouped read of the listing's index. */
async function readBrandCounts(where: SQL[]): Promise<BrandCount[]> {
  return (await db())
    .select({ brandId: products.brandId, count: count() })
    .from(products)
    .where(and(...where))
    .groupBy(products.brandId);
}

/** The conditions of a listing's filters other than the brand's, whose numbers the brand filter shows. */
export const otherThanBrand = (query: ListingQuery, search: boolean): SQL[] => filterConditions({ ...query, brand: [] }, [], search) ?? [];

// A listing's page is the same for every shopper and moves with the catalogue's version, so it is
// read once per version (per-version.server.ts), in no language. Not under a size or colour
// filter: those ask which sizes are in stock, and a stock count moves no version.
const pageOfVersion = perVersion<Awaited<ReturnType<typeof readRows>>>('listing pages', 1_000);
// The brands' numbers are the same on every page, sort and brand choice of a listing: kept once for them all.
const brandsOfVersion = perVersion<BrandCount[]>('listing brands', 1_000);

/**
 * One page of products and the number of matches. The number is the brands' numbers added up,
 * so a listing reads its matches once (for the brand filter), never again to count them. Brand
 * names come from the cached index rather than a join.
 */
export async function listProducts(scope: Scope, query: ListingQuery, lang: Lang): Promise<ListingPage> {
  const index = await catalogIndex();
  const brandIds = query.brand.flatMap((slug) => index.brandBySlug.get(slug)?.id ?? []);
  const within = 'departmentId' in scope ? eq(products.departmentId, scope.departmentId) : eq(products.categoryId, scope.categoryId);
  const filters = filterConditions(query, brandIds, false);
  const pinned = query.size.length > 0 || query.colour.length > 0;
  const others = [...otherThanBrand(query, false), within];
  const [rows, brands] = await Promise.all([
    !filters
      ? []
      : pinned
        ? readRows([...filters, within], query)
        : pageOfVersion(JSON.stringify([scope, query]), () => readRows([...filters, within], query)),
    pinned
      ? readBrandCounts(others)
      : brandsOfVersion(JSON.stringify([scope, { ...query, brand: [], page: 1, sort: 'recommended' }]), () => readBrandCounts(others)),
  ]);
  return { total: filters ? matchesOfBrands(brands, brandIds) : 0, brands, items: rows.map((row) => cardOf(row, lang, index, pinned)) };
}
