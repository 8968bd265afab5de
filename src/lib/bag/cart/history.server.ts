import { and, desc, eq, sql } from 'drizzle-orm';
import { brands, products, variants } from '@lib/catalogue/index.server';
import { db, type Session } from '@lib/platform/index.server';
import { DomainError, type Lang } from '@lib/platform';
import { lockedCart } from './locked.server';
import { findCartId } from './owner.server';
import { lineStockState } from './rules';
import type { HistoryItem } from './schema';
import { cartHistory } from './tables.server';

// Cart history (docs/behaviour/bag.md#cart-history): products added and removed since, newest first. Moving one back
// is a cart add with source 'history', which also takes the entry away.

/** One page of the session's cart history, newest first; only products the store still sells. */
export async function historyPage(
  session: Pick<Session, 'customerId' | 'data'> | undefined,
  lang: Lang,
  limit: number,
  offset: number,
): Promise<{ Items: HistoryItem[]; TotalCount: number }> {
  const cartId = await findCartId(session);
  if (cartId === undefined) return { Items: [], TotalCount: 0 };
  const rows = await (await db())
    .select({
      ProductId: cartHistory.productId,
      VariantId: cartHistory.variantId,
      Slug: products.slug,
      Brand: brands.name,
      DisplayName: lang === 'en' ? products.nameEn : products.nameTr,
      Shape: products.shape,
      Colour: variants.colour,
      Size: variants.size,
      SalePrice: products.salePrice,
      ListPrice: products.listPrice,
      stock: variants.stock,
      removedAt: cartHistory.removedAt,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(cartHistory)
    .innerJoin(variants, eq(variants.id, cartHistory.variantId))
    .innerJoin(products, eq(products.id, cartHistory.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(cartHistory.cartId, cartId))
    .orderBy(desc(cartHistory.removedAt), desc(cartHistory.productId))
    .limit(limit)
    .offset(offset);
  const TotalCount = rows[0]?.total ?? (offset > 0 ? await historyCount(cartId) : 0);
  return {
    Items: rows.map(({ stock, removedAt, total: _total, ...item }) => ({
      ...item,
      StockState: lineStockState({ stock }),
      RemovedAt: removedAt.toISOString(),
    })),
    TotalCount,
  };
}

/** Entries of a cart's history whose product is still sold (a page past the end still knows the total). */
async function historyCount(cartId: number): Promise<number> {
  const [row] = await (await db())
    .select({ n: sql<number>`count(*)::int` })
    .from(cartHistory)
    .innerJoin(variants, eq(variants.id, cartHistory.variantId))
    .innerJoin(products, eq(products.id, cartHistory.productId))
    .where(eq(cartHistory.cartId, cartId));
  return row?.n ?? 0;
}

/** POST history/delete: takes a product off the session's history; 404 when it is not there. */
export async function deleteHistoryEntry(session: Session, productId: number): Promise<null> {
  const cartId = await findCartId(session);
  if (cartId === undefined) throw new DomainError('E104');
  return lockedCart(cartId, async (tx) => {
    const gone = await tx
      .delete(cartHistory)
      .where(and(eq(cartHistory.cartId, cartId), eq(cartHistory.productId, productId)))
      .returning({ productId: cartHistory.productId });
    if (gone.length === 0) throw new DomainError('E104');
    return null;
  });
}
