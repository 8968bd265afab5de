import { and, eq } from 'drizzle-orm';
import { type ThreeDMessage, BANK_CODES } from '@lib/checkout';
import { db, translator, type Session } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import { paymentGateway, railFor } from '@lib/checkout/index.server';
import { visibleOrder } from '../records/access.server';
import type { FinalizeFailedResult } from '../records/schema';
import { statusOf } from '../records/status';
import { orderPayments, orders } from '../records/tables.server';
import { settle } from './settle.server';
import { railRows } from './tenders.server';
import { receivedUrl } from './urls';

// Step 5 of placing an order, and its undo: the bank's (or provider's) page answers — the signed
// 3-D return, a digital provider's return — or the payment is abandoned (the shopper closed the
// page, a new checkout of the bag, the pending sweep). Either settles a pending order once; any
// later call reads where it ended.

type OrderRow = typeof orders.$inferSelect;

/** The failure text of a failed order, in its language. */
function failureText(order: OrderRow): string | null {
  if (order.status !== 'failed') return null;
  return translator(order.lang as Lang)('payments:errors.failed', { reason: order.failureMessage ?? '' });
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
 * Settles the pending order of a payment finished on a page (3-D Secure, a wallet's page, a
 * digital provider's page) once, paid or failed, and tells where it ended; null when no order's
 * rail holds that payment. A replayed or parallel return finds the order settled and answers the same.
 */
export async function concludeAsync(outcome: AsyncOutcome): Promise<{ message: ThreeDMessage; order: OrderRow } | null> {
  const [found] = await (await db())
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(and(eq(orders.number, outcome.reference), eq(orderPayments.providerRef, outcome.transactionId)));
  if (!found) return null;
  await settle(
    found.id,
    outcome.status === 'approved'
      ? { paid: true, transactionId: outcome.transactionId }
      : {
          paid: false,
          code: outcome.code ?? BANK_CODES.threeDFailed,
          transactionId: outcome.transactionId,
          description: outcome.description,
        },
  );
  const order = await orderById(found.id);
  return { message: threeDMessage(order), order };
}

/** POST 3d-return: reads the bank's form with the gateway (a forged or unknown one: null, nothing changes), then concludes its order. */
export async function finishThreeD(fields: Record<string, string>): Promise<{ message: ThreeDMessage; order: OrderRow } | null> {
  const outcome = await paymentGateway().readThreeDReturn(fields);
  return outcome ? concludeAsync(outcome) : null;
}

/** The rail's payment of an order: its id there (none while the checkout call is still authorising) and the method. */
async function railPayment(orderId: number) {
  const [payment] = await (await db())
    .select({ ref: orderPayments.providerRef, instrument: orderPayments.instrument })
    .from(orderPayments)
    .where(railRows(orderId));
  return payment;
}

/**
 * Abandons a pending order's payment: cancelled at its rail and the order failed with its stock
 * back, or settled paid when the rail says it went through meanwhile. An order whose rail holds no
 * payment (or that has none) fails as abandoned.
 */
export async function abandon(orderId: number): Promise<void> {
  const payment = await railPayment(orderId);
  const ref = payment?.ref ?? undefined;
  const bank = ref && payment ? await railFor(payment.instrument).cancelPending(ref) : 'cancelled';
  if (bank === 'approved' && ref) await settle(orderId, { paid: true, transactionId: ref });
  else
    await settle(orderId, {
      paid: false,
      code: bank === 'declined' ? BANK_CODES.threeDFailed : BANK_CODES.threeDAbandoned,
      transactionId: ref,
    });
}

/**
 * POST finalise failed: the checkout gives up on a pending payment (the modal closed, the frame
 * said it failed). Idempotent. An order whose payment has no id at its rail yet is left alone: its
 * checkout call is still authorising, and settles it.
 */
export async function finalizeFailed(number: string, session: Session): Promise<FinalizeFailedResult> {
  const order = await visibleOrder(number, session);
  if (order.status === 'payment_pending' && (await railPayment(order.id))?.ref) await abandon(order.id);
  const final = await orderById(order.id);
  return {
    OrderNumber: final.number,
    Status: statusOf(final.status),
    RedirectUrl: final.status === 'received' ? receivedUrl(final.number, final.lang as Lang) : null,
    Message: failureText(final),
  };
}
