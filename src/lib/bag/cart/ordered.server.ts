import type { Tx } from '@lib/platform/index.server';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { couponUses } from '../campaigns/tables.server';
import { cartLines, carts } from './tables.server';

// What an order does to the bag it was placed from, inside the order's own transactions: the bag's
// tables are written here and nowhere in the orders area.

/** A variant and how many units of it an order holds. */
export interface OrderedLine {
  variantId: number;
  quantity: number;
}

/** Locks the cart's row for the transaction (concurrent checkouts of one cart queue here); false when it is gone. */
export async function lockCart(tx: Tx, cartId: number): Promise<boolean> {
  const locked = await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId)).returning({ id: carts.id });
  return locked.length > 0;
}

async function heldLines(tx: Tx, cartId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ variantId: cartLines.variantId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId));
  return new Map(rows.map((row) => [row.variantId, row.quantity]));
}

/** Whether the cart holds exactly these lines: nothing more, nothing less. */
export async function cartHoldsExactly(tx: Tx, cartId: number, lines: readonly OrderedLine[]): Promise<boolean> {
  const held = await heldLines(tx, cartId);
  return held.size === lines.length && lines.every((line) => held.get(line.variantId) === line.quantity);
}

/** Whether the cart still holds at least these lines (a failed order's bag is as the shopper left it). */
export async function cartStillHolds(tx: Tx, cartId: number, lines: readonly OrderedLine[]): Promise<boolean> {
  const held = await heldLines(tx, cartId);
  return lines.every((line) => (held.get(line.variantId) ?? 0) >= line.quantity);
}

/**
 * A paid order leaves the cart: its quantities are taken out (a line added meanwhile stays) and the
 * coupon it used becomes the order's (its use stays counted, no longer the cart's).
 */
export async function takeOrderFromCart(
  tx: Tx,
  cartId: number,
  lines: readonly OrderedLine[],
  coupon?: { code: string; orderId: number },
): Promise<void> {
  await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
  for (const line of lines) {
    const mine = and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, line.variantId));
    await tx.delete(cartLines).where(and(mine, lte(cartLines.quantity, line.quantity)));
    await tx
      .update(cartLines)
      .set({ quantity: sql`${cartLines.quantity} - ${line.quantity}` })
      .where(and(mine, gt(cartLines.quantity, line.quantity)));
  }
  if (!coupon) return;
  await tx
    .update(couponUses)
    .set({ orderId: coupon.orderId })
    .where(and(eq(couponUses.cartId, cartId), eq(couponUses.code, coupon.code), sql`${couponUses.orderId} is null`));
  await tx
    .update(carts)
    .set({ couponCode: null })
    .where(and(eq(carts.id, cartId), eq(carts.couponCode, coupon.code)));
}
