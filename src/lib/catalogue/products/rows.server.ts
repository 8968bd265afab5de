import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { db } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import { type ProductCard, cardColumnsOf, cardOf } from './card.server';
import { catalogIndex } from './index.server';
import { perCatalogue } from './per-version.server';
import { products } from './tables.server';

// The product rows of the home and product pages: a few cards each, every query reading one of
// the listing indexes (rank or primary key) in order and stopping after the row is full. The same
// rows serve many pages (every product of a category shares its "you may also like" and "complete
// the look" reads), so their rows are read once per catalogue version (per-version.server.ts), in
// no language; each page then names them in its own.

const NO_FACETS = { size: [], colour: [] };

/** Which row: products of a category from the most popular (or any, from the newest), skipping `offset`. */
interface RowKey {
  categoryId?: number;
  limit: number;
  offset: number;
}

async function loadRow({ categoryId, limit, offset }: RowKey) {
  const order = categoryId === undefined ? [desc(products.id)] : [asc(products.rank), asc(products.id)];
  return (await db())
    .select(cardColumnsOf(NO_FACETS))
    .from(products)
    .where(
      and(
        isNull(products.mainProductId),
        eq(products.inStock, true),
        categoryId === undefined ? undefined : eq(products.categoryId, categoryId),
      ),
    )
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

// A few hundred categories at most, each with three offsets: the whole catalogue's rows fit.
const rowOfVersion = perCatalogue('product rows', (key: string) => loadRow(JSON.parse(key) as RowKey), 2_000);

/** Cards in stock of a row, in the shopper's language, leaving out the product `except`. */
async function cards(key: RowKey, lang: Lang, except?: number): Promise<ProductCard[]> {
  const [rows, index] = await Promise.all([rowOfVersion(JSON.stringify(key)), catalogIndex()]);
  return rows
    .filter((row) => row.id !== except)
    .slice(0, except === undefined ? key.limit : key.limit - 1)
    .map((row) => cardOf(row, lang, index));
}

/** The newest products in stock, for the home page's new-in row (the primary key read backwards). */
export function newArrivals(limit: number, lang: Lang): Promise<ProductCard[]> {
  return cards({ limit, offset: 0 }, lang);
}

/** "You may also like": the most popular others of the same category. */
export function alsoLike(product: { id: number; categoryId: number }, limit: number, lang: Lang): Promise<ProductCard[]> {
  // One more than shown, read for the whole category, so every product of it shares the read.
  return cards({ categoryId: product.categoryId, limit: limit + 1, offset: 0 }, lang, product.id);
}

/**
 * "Complete the look": one piece from each other category of the same department, so a dress
 * shows a bag, shoes and jewellery rather than more dresses. Which of the popular pieces each
 * category gives turns with the product's id, so neighbouring products do not all show the same.
 */
export async function completeTheLook(product: { id: number; categoryId: number }, siblings: readonly number[], limit: number, lang: Lang) {
  const others = siblings.filter((id) => id !== product.categoryId).slice(0, limit);
  const picks = await Promise.all(others.map((categoryId) => cards({ categoryId, limit: 1, offset: product.id % 3 }, lang)));
  return picks.flat();
}
