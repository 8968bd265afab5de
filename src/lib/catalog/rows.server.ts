import { and, asc, desc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import { db } from '@lib/db/client.server';
import type { Lang } from '@lib/i18n/lang';
import { type ProductCard, cardColumnsOf, cardOf } from './card.server';
import { catalogIndex } from './index.server';
import { products } from './tables.server';

// The product rows of the home and product pages: a few cards each, every query reading one of
// the listing indexes (rank or primary key) in order and stopping after the row is full.

const NO_FACETS = { size: [], colour: [] };

/** Cards in stock matching a condition, in an order, at most `limit`. */
async function cards(where: SQL | undefined, order: SQL[], limit: number, lang: Lang, offset = 0): Promise<ProductCard[]> {
  const [database, index] = await Promise.all([db(), catalogIndex()]);
  const rows = await database
    .select(cardColumnsOf(NO_FACETS))
    .from(products)
    .where(and(isNull(products.mainProductId), eq(products.inStock, true), where))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => cardOf(row, lang, index));
}

/** The newest products in stock, for the home page's new-in row (the primary key read backwards). */
export function newArrivals(limit: number, lang: Lang): Promise<ProductCard[]> {
  return cards(undefined, [desc(products.id)], limit, lang);
}

/** "You may also like": the most popular others of the same category. */
export function alsoLike(product: { id: number; categoryId: number }, limit: number, lang: Lang): Promise<ProductCard[]> {
  return cards(
    and(eq(products.categoryId, product.categoryId), ne(products.id, product.id)),
    [asc(products.rank), asc(products.id)],
    limit,
    lang,
  );
}

/**
 * "Complete the look": one piece from each other category of the same department, so a dress
 * shows a bag, shoes and jewellery rather than more dresses. Which of the popular pieces each
 * category gives turns with the product's id, so neighbouring products do not all show the same.
 */
export async function completeTheLook(product: { id: number; categoryId: number }, siblings: readonly number[], limit: number, lang: Lang) {
  const others = siblings.filter((id) => id !== product.categoryId).slice(0, limit);
  const picks = await Promise.all(
    others.map((categoryId) => cards(eq(products.categoryId, categoryId), [asc(products.rank), asc(products.id)], 1, lang, product.id % 3)),
  );
  return picks.flat();
}
