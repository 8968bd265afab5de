import { and, asc, eq, gt } from 'drizzle-orm';
import { products, variants } from '@lib/catalog/tables.server';
import type { Tx } from './owner.server';

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

/** The promotion product that comes free with a main product (its first variant in stock), if any. */
export async function promotionOf(tx: Tx, mainProductId: number): Promise<VariantFacts | undefined> {
  const [row] = await tx
    .select(factColumns)
    .from(products)
    .innerJoin(variants, eq(variants.productId, products.id))
    .where(and(eq(products.mainProductId, mainProductId), gt(variants.stock, 0)))
    .orderBy(asc(variants.id))
    .limit(1);
  return row;
}
