import { and, eq } from 'drizzle-orm';
import { cartStillHolds, takeOrderFromCart } from '@lib/bag/index.server';
import { recordOrderEarning } from '@lib/checkout/index.server';
import { type CardTrace, declineReasonKey } from '@lib/checkout';
import { now, db, logger, signal, translator, type Tx } from '@lib/platform/index.server';
import { ERRORS, type ErrorName, type Lang } from '@lib/platform';
import { checkoutResult, type StoredAnswer } from '../records/answer';
import { orderLines, orderPayments, orders } from '../records/tables.server';
import { enqueueConfirmation } from './confirm.server';
import { giveBackStock } from './stock.server';
import { railRows, reverseTenders } from './tenders.server';
import { receivedUrl } from './urls';

// Settling: a payment_pending order becomes received (paid) or failed, whoever learns of its end
// first (the checkout call, the 3-D return, the shopper giving up, the pending sweep). One
// conditional UPDATE of the status decides: however many answers arrive, one settles and the rest
// change nothing. The answer is stored with it and signalled, so a repeated submission waiting
// for it wakes (answers.server.ts).

type OrderRow = typeof orders.$inferSelect;

/** The channel a stored answer is signalled on, keyed by the order's id. */
export const ANSWERED = 'order_answered';

/** How a payment ended: paid (with its rail's payment id and card), or failed with the refusal's code. */
export type Settlement =
  | { paid: true; transactionId: string | null; trace?: CardTrace }
  | { paid: false; code: string; transactionId?: string; description?: string };

/** Moves a pending order in the transaction; the row when this call moved it, else undefined. */
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

/** Stores an order's answer for the checkout call and its repeats, and wakes whoever waits for it. */
async function storeAnswer(tx: Tx, orderId: number, set: Partial<OrderRow> & { answer: StoredAnswer }): Promise<void> {
  await tx.update(orders).set(set).where(eq(orders.id, orderId));
  await signal(tx, ANSWERED, String(orderId));
}

/** Paid: received, the rail's payment authorised, the order's lines out of the bag, the confirmation in the outbox. */
async function settlePaidIn(tx: Tx, orderId: number, bank: Extract<Settlement, { paid: true }>): Promise<OrderRow | undefined> {
  const order = await leavePending(tx, orderId, { status: 'received', paidAt: now() });
  if (!order) return undefined;
  const answer: StoredAnswer = {
    result: checkoutResult(order.number, { IsSucceed: true, RedirectUrl: receivedUrl(order.number, order.lang as Lang) }),
  };
  await storeAnswer(tx, orderId, { answer });
  // The stored-value rows were authorised when spent; this is the rail's (none when they paid it all).
  await tx
    .update(orderPayments)
    .set({
      status: 'authorised',
      ...(bank.transactionId ? { providerRef: bank.transactionId } : {}),
      ...(bank.trace ? { maskedCard: bank.trace.maskedCard, cardBrand: bank.trace.brand, bankCode: bank.trace.bankCode } : {}),
    })
    .where(railRows(orderId));
  if (order.cartId != null) {
    const coupon = order.couponCode ? { code: order.couponCode, orderId } : undefined;
    await takeOrderFromCart(tx, order.cartId, await linesOf(tx, orderId), coupon);
  }
  await enqueueConfirmation(tx, order);
  return order;
}

/** The reason of a failure code, in a language: a catalogue error's text, or a bank's decline reason. */
function reasonOf(code: string, lang: Lang): string {
  const t = translator(lang);
  return code in ERRORS ? t(ERRORS[code as ErrorName].text) : t(declineReasonKey(code));
}

/** Failed: the stock given back with ledger rows; the bag and its coupon left as they were. */
async function settleFailedIn(tx: Tx, orderId: number, failure: Extract<Settlement, { paid: false }>): Promise<OrderRow | undefined> {
  const order = await leavePending(tx, orderId, { status: 'failed' });
  if (!order) return undefined;
  const lines = await linesOf(tx, orderId);
  const lang = order.lang as Lang;
  const reason = failure.description || reasonOf(failure.code, lang);
  const bagChanged = order.cartId == null || !(await cartStillHolds(tx, order.cartId, lines));
  const answer: StoredAnswer = {
    result: checkoutResult(order.number, { ErrorList: [translator(lang)('payments:errors.failed', { reason })], ShowCartLink: bagChanged }),
    failure: { code: 'PAYMENT_FAILED', reason },
  };
  await storeAnswer(tx, orderId, { answer, failureMessage: reason });
  await tx
    .update(orderPayments)
    .set({ status: 'failed', failureCode: failure.code, ...(failure.transactionId ? { providerRef: failure.transactionId } : {}) })
    .where(railRows(orderId));
  await giveBackStock(tx, orderId, lines, 'payment_failed');
  return order;
}

/**
 * Settles a pending order, paid or failed, in one transaction; then, outside it, a paid order's
 * points wait on its OneCard and a failed order's stored value goes back. The row when this call
 * settled it; undefined when the order was already settled.
 */
export async function settle(orderId: number, settlement: Settlement): Promise<OrderRow | undefined> {
  const order = await (await db()).transaction((tx) =>
    settlement.paid ? settlePaidIn(tx, orderId, settlement) : settleFailedIn(tx, orderId, settlement),
  );
  if (!order) return undefined;
  if (settlement.paid) {
    await recordOrderEarning(order).catch((error: unknown) =>
      logger.error({ err: error, order: order.number }, 'recording earned points failed'),
    );
  } else {
    await reverseTenders(order.id, order.number);
  }
  return order;
}

/** A pending order waiting on a page of its bank or provider (3-D Secure): that page as its answer, the payment's id kept. */
export async function awaitPage(orderId: number, answer: StoredAnswer, transactionId: string, trace: CardTrace): Promise<void> {
  await (await db()).transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.status, 'payment_pending')))
      .for('update');
    if (!pending) return;
    await storeAnswer(tx, orderId, { answer, updatedAt: now() });
    await tx
      .update(orderPayments)
      .set({ providerRef: transactionId, threeD: true, maskedCard: trace.maskedCard, cardBrand: trace.brand, bankCode: trace.bankCode })
      .where(railRows(orderId));
  });
}
