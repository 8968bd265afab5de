import { and, eq } from 'drizzle-orm';
import type { ThreeDMessage } from '@lib/checkout/schema';
import { db } from '@lib/db/client.server';
import { translator } from '@lib/i18n/catalogs.server';
import type { Lang } from '@lib/i18n/lang';
import { BANK_CODES } from '@lib/payments/codes';
import { paymentGateway } from '@lib/payments/gateway.server';
import type { Session } from '@lib/session/session.server';
import { visibleOrder } from './access.server';
import { receivedUrl, settleFailed, settlePaid } from './outcome.server';
import type { FinalizeFailedResult } from './schema';
import { statusOf } from './status';
import { orderPayments, orders } from './tables.server';

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

/**
 * POST 3d-return: reads the bank's form with the gateway (a forged or unknown one: null, nothing
 * changes), finalises its order paid or failed once, and tells where the order ended. A replayed
 * or parallel return finds the order already final and answers the same.
 */
export async function finishThreeD(fields: Record<string, string>): Promise<{ message: ThreeDMessage; order: OrderRow } | null> {
  const outcome = await paymentGateway().readThreeDReturn(fields);
  if (!outcome) return null;
  const [found] = await (await db())
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(and(eq(orders.number, outcome.reference), eq(orderPayments.providerRef, outcome.transactionId)));
  if (!found) return null;
  if (outcome.status === 'approved') await settlePaid(found.id, { transactionId: outcome.transactionId });
  else await settleFailed(found.id, outcome.code ?? BANK_CODES.threeDFailed, outcome.transactionId);
  const order = await orderById(found.id);
  return { message: threeDMessage(order), order };
}

/**
 * POST finalise failed: the checkout gives up on a pending payment (the modal closed, the frame
 * said it failed). Idempotent: the bank's pending payment is cancelled and the order failed with its
 * stock back — unless the bank says it was approved, then it is finalised as paid.
 */
export async function finalizeFailed(number: string, session: Session): Promise<FinalizeFailedResult> {
  const order = await visibleOrder(number, session);
  if (order.status === 'payment_pending') {
    const [payment] = await (await db())
      .select({ ref: orderPayments.providerRef })
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id));
    // No bank payment id yet: the checkout call is still authorising and will finalise it itself.
    const ref = payment?.ref;
    if (ref) {
      const bank = await paymentGateway().cancelPending(ref);
      if (bank === 'approved') await settlePaid(order.id, { transactionId: ref });
      else await settleFailed(order.id, bank === 'declined' ? BANK_CODES.threeDFailed : BANK_CODES.threeDAbandoned, ref);
    }
  }
  const final = await orderById(order.id);
  return {
    OrderNumber: final.number,
    Status: statusOf(final.status),
    RedirectUrl: final.status === 'received' ? receivedUrl(final.number, final.lang as Lang) : null,
    Message: failureText(final),
  };
}
