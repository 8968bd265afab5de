import { and, eq, isNotNull } from 'drizzle-orm';
import { type ThreeDMessage, BANK_CODES } from '@lib/checkout';
import { db, translator, type Session } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import { paymentGateway, railFor } from '@lib/checkout/index.server';
import { visibleOrder } from '../records/access.server';
import { receivedUrl, settleFailed, settlePaid } from './outcome.server';
import type { FinalizeFailedResult } from '../records/schema';
import { statusOf } from '../records/status';
import { orderPayments, orders } from '../records/tables.server';
import { railRows } from './tenders.server';

// The end of a 3-D Secure payment: the bank's signed return, or the checkout giving up on it
// (finalise failed). Either finalises a pending order once; any later call reads where it ended.

type OrderRow = typeof orders.$inferSelect;

/** The failure text of a failed order, in its language. */
function failureText(order: OrderRow): string | null {
  if (order.status !== 'failed') return null;
  const t = translator(order.lang as Lang);
  return t('payments:errors.failed', { reason: order.failureMessage ?? '' });
}

async function orderById(id: number): Promise<OrderRow> {
  const [row] = await (await db()).select().from(orders).where(eq(orders.id, id));
  return row!;
}

/** Where an order ended, as the 3-D frame tells the checkout window. */
function threeDMessage(order: OrderRow): ThreeDMessage {
  const paid = order.status === 'received';
  return {
    type: 'checkout:3d',
    status: paid ? 'approved' : 'failed',
    OrderNumber: order.number,
    RedirectUrl: paid ? receivedUrl(order.number, order.lang as Lang) : null,
    Message: failureText(order),
  };
}

/** How a payment the shopper finished on a page of a bank or provider ended. */
export interface AsyncOutcome {
  /** The order's number, as the payment's reference. */
  reference: string;
  /** The payment's id at its bank or provider (the order's rail row holds it). */
  transactionId: string;
  status: 'approved' | 'declined';
  /** The refusal's code when declined; `description`, when given, is shown as the reason. */
  code: string | null;
  description?: string;
}

/**
 * Finalises the pending order of a payment finished on a page (3-D Secure, a wallet's page, a
 * digital provider's page) once, paid or failed, and tells where it ended; null when no order's
 * rail holds that payment. A replayed or parallel return finds the order final and answers the same.
 */
export async function concludeAsync(outcome: AsyncOutcome): Promise<{ message: ThreeDMessage; order: OrderRow } | null> {
  const [found] = await (await db())
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(and(eq(orders.number, outcome.reference), eq(orderPayments.providerRef, outcome.transactionId)));
  if (!found) return null;
  if (outcome.status === 'approved') await settlePaid(found.id, { transactionId: outcome.transactionId });
  else await settleFailed(found.id, outcome.code ?? BANK_CODES.threeDFailed, outcome.transactionId, outcome.description);
  const order = await orderById(found.id);
  return { message: threeDMessage(order), order };
}

/** POST 3d-return: reads the bank's form with the gateway (a forged or unknown one: null, nothing changes), then concludes its order. */
export async function finishThreeD(fields: Record<string, string>): Promise<{ message: ThreeDMessage; order: OrderRow } | null> {
  const outcome = await paymentGateway().readThreeDReturn(fields);
  return outcome ? concludeAsync(outcome) : null;
}

/**
 * Gives up a pending order's payment at its bank or provider: cancelled there and the order failed
 * with its stock back, or finalised as paid when the bank says it was approved meanwhile. An order
 * without a payment id yet is left alone: its checkout call is still authorising and finalises it.
 */
async function giveUp(orderId: number): Promise<void> {
  const [payment] = await (await db())
    .select({ ref: orderPayments.providerRef, instrument: orderPayments.instrument })
    .from(orderPayments)
    .where(railRows(orderId));
  const ref = payment?.ref;
  if (!ref) return;
  const bank = await railFor(payment.instrument).cancelPending(ref);
  if (bank === 'approved') await settlePaid(orderId, { transactionId: ref });
  else await settleFailed(orderId, bank === 'declined' ? BANK_CODES.threeDFailed : BANK_CODES.threeDAbandoned, ref);
}

/**
 * A new checkout of a cart gives up the cart's order left waiting on a bank's or provider's page
 * (its answer stored: the checkout call is over), as if the shopper had closed that page, so a tab
 * closed at 3-D Secure does not hold the bag until the pending sweep.
 */
export async function giveUpWaiting(cartId: number): Promise<void> {
  const [waiting] = await (await db())
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.status, 'payment_pending'), isNotNull(orders.answer)));
  if (waiting) await giveUp(waiting.id);
}

/**
 * POST finalise failed: the checkout gives up on a pending payment (the modal closed, the frame
 * said it failed). Idempotent: the bank's pending payment is cancelled and the order failed with its
 * stock back — unless the bank says it was approved, then it is finalised as paid.
 */
export async function finalizeFailed(number: string, session: Session): Promise<FinalizeFailedResult> {
  const order = await visibleOrder(number, session);
  if (order.status === 'payment_pending') await giveUp(order.id);
  const final = await orderById(order.id);
  return {
    OrderNumber: final.number,
    Status: statusOf(final.status),
    RedirectUrl: final.status === 'received' ? receivedUrl(final.number, final.lang as Lang) : null,
    Message: failureText(final),
  };
}
