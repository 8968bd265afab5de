import { type DataLayerItem, ecommerceOf, toAmount, type Lang } from '@lib/platform';
import type { Session } from '@lib/platform/index.server';
import { readLines } from './lines.server';
import { findCartId } from './owner.server';

/** The session's cart as GA4's view_cart event: item_id the product, item_variant the size, prices in TL. */
export async function dataLayerOf(session: Pick<Session, 'customerId' | 'data'> | undefined, lang: Lang) {
  const cartId = await findCartId(session);
  const rows = cartId === undefined ? [] : await readLines(cartId, lang);
  const items: DataLayerItem[] = rows.map((row) => ({
    item_id: String(row.productId),
    item_name: row.name,
    item_brand: row.brand,
    item_variant: row.size,
    price: toAmount(row.salePrice),
    quantity: row.quantity,
  }));
  return { event: 'view_cart' as const, ecommerce: ecommerceOf(items) };
}
