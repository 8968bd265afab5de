import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { couponUses, type Tx, cartLines, carts } from '@lib/bag/index.server';
import { now, db } from '@lib/platform/index.server';
import type { CardTrace } from '@lib/checkout';
import type { StoredAnswer } from '../records/answer';
import { enqueueConfirmation } from './confirm.server';
import { giveBackStock } from './stock.server';
import { railRows } from './tenders.server';
import { orderLines, orderPayments, orders } from '../records/tables.server';

// The last of an order's transactions: a payment_pending order becomes received (paid) or failed.
// Each is one conditional UPDATE of the order's status, so however many answers of the bank arrive
// (a repeated 3-D return, a sweep racing a return), exactly one finalises and the rest change nothing.

type OrderRow = typeof orders.$inferSelect;

/** Moves a pending order to a status in the transaction; the row when this call moved it, else undefined. */
async function leavePending(tx: Tx, orderId: number, set: Partial<OrderRow>): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ ...set, updatedAt: now() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'payment_pending')))
    .returning();
  return row;
}

const linesOf = (tx: Tx, orderId: number) =>
  tx
    .select({ variantId: orderLines.variantId, productId: orderLines.productId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));

/** Takes the ordered quantities out of the cart (a line added meanwhile stays) and ties its coupon use to the order. */
async function settleCart(tx: Tx, order: OrderRow): Promise<void> {
  if (order.cartId == null) return;
  const cartId = order.cartId;
  await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
  for (const line of await linesOf(tx, order.id)) {
    const mine = and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, line.variantId));
    await tx.delete(cartLines).where(and(mine, lte(cartLines.quantity, line.quantity)));
    await tx
      .update(cartLines)
      .set({ quantity: sql`${cartLines.quantity} - ${line.quantity}` })
      .where(and(mine, gt(cartLines.quantity, line.quantity)));
  }
  if (order.couponCode) {
    // The coupon's use stays counted (coupons.used): it is now the order's, no longer the cart's.
    await tx
      .update(couponUses)
      .set({ orderId: order.id })
      .where(and(eq(couponUses.cartId, cartId), eq(couponUses.code, order.couponCode), sql`${couponUses.orderId} is null`));
    await tx
      .update(carts)
      .set({ couponCode: null })
      .where(and(eq(carts.id, cartId), eq(carts.couponCode, order.couponCode)));
  }
}

/** A pending order paid: received, its rail's payment authorised, the cart settled, its confirmation in the outbox. The row when this call did it. */
export async function finalisePaid(
  orderId: number,
  bank: { transactionId: string | null; trace?: CardTrace },
  answer: (order: OrderRow) => StoredAnswer,
): Promise<OrderRow | undefined> {
  return (await db()).transaction(async (tx) => {
    const order = await leavePending(tx, orderId, { status: 'received', paidAt: now() });
    if (!order) return undefined;
    const stored = answer(order);
    await tx.update(orders).set({ answer: stored }).where(eq(orders.id, orderId));
    // The stored-value rows were authorised when spent; this is the rail's (none when they paid it all).
    await tx
      .update(orderPayments)
      .set({
        status: 'authorised',
        ...(bank.transactionId ? { providerRef: bank.transactionId } : {}),
        ...(bank.trace ? { maskedCard: bank.trace.maskedCard, cardBrand: bank.trace.brand, bankCode: bank.trace.bankCode } : {}),
      })
      .where(railRows(orderId));
    await settleCart(tx, order);
    await enqueueConfirmation(tx, order);
    return { ...order, answer: stored };
  });
}

/** Whether the order's cart no longer holds its lines as ordered (the shopper changed it meanwhile). */
async function cartChanged(tx: Tx, order: OrderRow): Promise<boolean> {
  if (order.cartId == null) return true;
  const held = await tx
    .select({ variantId: cartLines.variantId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.cartId, order.cartId));
  const inCart = new Map(held.map((line) => [line.variantId, line.quantity]));
  return (await linesOf(tx, order.id)).some((line) => (inCart.get(line.variantId) ?? 0) < line.quantity);
}

/**
 * A pending order whose payment failed (declined, 3-D failed or abandoned, or swept): failed, its
 * stock given back with ledger rows; the cart and its coupon are left as they were.
 */
export async function finaliseFailed(
  orderId: number,
  failure: { code: string; transactionId?: string },
  answer: (order: OrderRow, cartChanged: boolean) => StoredAnswer,
): Promise<OrderRow | undefined> {
  return (await db()).transaction(async (tx) => {
    const order = await leavePending(tx, orderId, { status: 'failed' });
    if (!order) return undefined;
    const stored = answer(order, await cartChanged(tx, order));
    await tx
      .update(orders)
      .set({ answer: stored, failureMessage: stored.failure?.reason ?? failure.code })
      .where(eq(orders.id, orderId));
    await tx
      .update(orderPayments)
      .set({ status: 'failed', failureCode: failure.code, ...(failure.transactionId ? { providerRef: failure.transactionId } : {}) })
      .where(railRows(orderId));
    await giveBackStock(tx, orderId, await linesOf(tx, orderId), 'payment_failed');
    return { ...order, answer: stored };
  });
}

/** A pending order waiting for 3-D Secure: its answer (the bank page) and the bank's payment id kept. */
export async function awaitThreeD(orderId: number, transactionId: string, answer: StoredAnswer, trace: CardTrace): Promise<void> {
  await (await db()).transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ answer, updatedAt: now() })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'payment_pending')));
    await tx
      .update(orderPayments)
      .set({ providerRef: transactionId, threeD: true, maskedCard: trace.maskedCard, cardBrand: trace.brand, bankCode: trace.bankCode })
      .where(railRows(orderId));
  });
}
