import type { Tx } from '@lib/platform/index.server';
import { and, eq, sql } from 'drizzle-orm';
import { products, variants } from '@lib/catalogue/index.server';
import { cartLines } from './tables.server';

// The reads a change of a line needs, each one statement: the add and quantity calls have a 20 ms p99.

/** What a change of a line needs to know of its variant and product today. */
export interface VariantFacts {
  variantId: number;
  productId: number;
  stock: number;
  salePrice: number;
  purchaseLimit: number | null;
  mainProductId: number | null;
}

const factColumns = {
  variantId: variants.id,
  productId: variants.productId,
  stock: variants.stock,
  salePrice: products.salePrice,
  purchaseLimit: products.purchaseLimit,
  mainProductId: products.mainProductId,
};

/** A variant with its product's price and limit, or undefined when it does not exist. */
export async function variantFacts(tx: Tx, variantId: number): Promise<VariantFacts | undefined> {
  const [row] = await tx
    .select(factColumns)
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variants.id, variantId));
  return row;
}

/** The variant of the promotion product that comes free with a main product: its first in stock. */
const promotionVariant = sql<number | null>`(
  select pv.id from ${variants} pv join ${products} pp on pp.id = pv.product_id
  where pp.main_product_id = ${products.id} and pv.stock > 0 order by pv.id limit 1)`;

/** Units of a cart, as a column of a read about one of its lines. */
const cartUnits = (cartId: number) =>
  sql<number>`(select coalesce(sum(u.quantity), 0)::int from ${cartLines} u where u.cart_id = ${cartId})`;

/**
 * A variant's facts for an add, in one read: its promotion product's variant, the cart's units and
 * the units the cart already holds of this variant.
 */
export async function variantForAdd(
  tx: Tx,
  cartId: number,
  variantId: number,
): Promise<(VariantFacts & { promotionVariantId: number | null; units: number; line: number }) | undefined> {
  const [row] = await tx
    .select({
      ...factColumns,
      promotionVariantId: promotionVariant,
      units: cartUnits(cartId),
      line: sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${cartLines} l where l.cart_id = ${cartId} and l.variant_id = ${variantId})`,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variants.id, variantId));
  return row;
}

/** A line of a cart with its variant's facts and the cart's units, in one read; undefined when the cart lacks it. */
export async function lineForChange(
  tx: Tx,
  cartId: number,
  variantId: number,
): Promise<(VariantFacts & { quantity: number; units: number }) | undefined> {
  const [row] = await tx
    .select({
      ...factColumns,
      quantity: cartLines.quantity,
      units: cartUnits(cartId),
    })
    .from(cartLines)
    .innerJoin(variants, eq(variants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variantId)));
  return row;
}
