import type { Tx } from '@lib/platform/index.server';
import { and, eq, gte, sql } from 'drizzle-orm';
import { products, variants } from '@lib/catalogue/index.server';
import { DomainError } from '@lib/platform';
import { stockMoves } from '../records/tables.server';

// Stock moves only here, inside an order's transaction, and every move is a ledger row: the stored
// variants.stock is the ledger's running sum. Taking is one conditional UPDATE per line, so two
// shoppers racing for the last unit cannot both pass the check; lines are taken in variant order so
// two orders holding common variants cannot deadlock.

/** A variant and how many units of it move. */
export interface StockLine {
  variantId: number;
  productId: number;
  quantity: number;
}

const byVariant = (lines: readonly StockLine[]) => [...lines].sort((a, b) => a.variantId - b.variantId);

/** A product is listed as in stock while any of its variants has stock. */
async function refreshInStock(tx: Tx, productIds: Iterable<number>): Promise<void> {
  for (const productId of new Set(productIds)) {
    await tx
      .update(products)
      .set({ inStock: sql`exists (select 1 from ${variants} where ${variants.productId} = ${productId} and ${variants.stock} > 0)` })
      .where(eq(products.id, productId));
  }
}

/** Takes every line's units for an order, or throws OUT_OF_STOCK / NOT_ENOUGH_STOCK (the caller's transaction rolls back). */
export async function takeStock(tx: Tx, orderId: number, lines: readonly StockLine[]): Promise<void> {
  for (const line of byVariant(lines)) {
    const taken = await tx
      .update(variants)
      .set({ stock: sql`${variants.stock} - ${line.quantity}` })
      .where(and(eq(variants.id, line.variantId), gte(variants.stock, line.quantity)))
      .returning({ stock: variants.stock });
    if (taken.length === 0) {
      const [left] = await tx.select({ stock: variants.stock }).from(variants).where(eq(variants.id, line.variantId));
      throw new DomainError((left?.stock ?? 0) > 0 ? 'NOT_ENOUGH_STOCK' : 'OUT_OF_STOCK', { VariantId: line.variantId });
    }
    await tx.insert(stockMoves).values({ variantId: line.variantId, orderId, delta: -line.quantity, reason: 'order' });
  }
  await refreshInStock(
    tx,
    lines.map((line) => line.productId),
  );
}

/** Gives an order's units back (a failed or abandoned payment), with the ledger's reason. */
export async function giveBackStock(tx: Tx, orderId: number, lines: readonly StockLine[], reason: string): Promise<void> {
  for (const line of byVariant(lines)) {
    await tx
      .update(variants)
      .set({ stock: sql`${variants.stock} + ${line.quantity}` })
      .where(eq(variants.id, line.variantId));
    await tx.insert(stockMoves).values({ variantId: line.variantId, orderId, delta: line.quantity, reason });
  }
  await refreshInStock(
    tx,
    lines.map((line) => line.productId),
  );
}
