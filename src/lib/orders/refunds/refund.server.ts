import { and, eq, inArray, sql } from 'drizzle-orm';
import { now, type Db, db, logger } from '@lib/platform/index.server';
import { loadImfCard, shrinkOrderEarning, railFor, storedValueProvider } from '@lib/checkout/index.server';
import { orderLines, orderPayments, orders } from '@lib/orders/records/tables.server';
import { TENDER_KINDS, type TenderKind } from '@lib/checkout';
import { afterSalesItems } from '../records/after-sales-tables.server';
import { lineItemId } from '../placing/payment-order';
import { allocateRefund } from './allocate';
import { paidShares } from './shares.server';
import { refundParts, refunds } from './tables.server';

/** What a cancel or a returned parcel gives back: the paid share of these lines, and the shipping fee when asked. */
export interface RefundRequest {
  orderId: number;
  requestId: number;
  lineIds: readonly number[];
  /** A cancel that leaves nothing to ship gives the shipping fee back too. */
  includeShipping: boolean;
  /** A return: what a partner paid (coins) goes to the return-balance card, not back to the partner. */
  partnerToImf: boolean;
}

const isTender = (instrument: string): instrument is TenderKind => (TENDER_KINDS as readonly string[]).includes(instrument);

/** A refund worked out but not written: its amount and each paying instrument's part (none when nothing was paid). */
export interface RefundPlan {
  amount: number;
  parts: { id: number; instrument: string; amount: number }[];
  /** The order's authorised payments the parts come from. */
  payments: (typeof orderPayments.$inferSelect)[];
  /** Each of the order's lines' paid share. */
  shares: Map<number, number>;
}

/**
 * What a refund of these lines comes to: their paid share (and the shipping fee when asked), capped
 * at what the payments have not yet had back, split over the instruments by allocateRefund. The
 * cancel reserves exactly this plan and the cancel's preview shows it, so the two cannot differ.
 * `reserve` locks the payment rows and writes the lines' paid shares; without it nothing is written.
 */
export async function planRefund(run: Db, request: Omit<RefundRequest, 'requestId'>, reserve: boolean): Promise<RefundPlan> {
  const [order] = await run.select().from(orders).where(eq(orders.id, request.orderId));
  if (!order) throw new Error(`refund of unknown order ${request.orderId}`);
  const shares = await paidShares(run, order, reserve);
  const items = request.lineIds.reduce((sum, id) => sum + (shares.get(id) ?? 0), 0);
  const query = run
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.status, 'authorised')));
  const payments = reserve ? await query.for('update') : await query;
  const left = payments.reduce((sum, p) => sum + p.amount - p.refunded, 0);
  const amount = Math.max(0, Math.min(left, items + (request.includeShipping ? order.shippingFee : 0)));
  const parts = amount === 0 ? [] : allocateRefund(payments, amount);
  return {
    amount,
    payments,
    shares,
    parts: parts.map((part) => ({
      ...part,
      instrument: request.partnerToImf && part.instrument === 'coins' ? 'imf_card' : part.instrument,
    })),
  };
}

/**
 * Writes a refund and its parts as planRefund works them out, and counts them on the order's
 * payment rows. Run it in the transaction that moved the items, so items and money move together or
 * not at all; then call sendRefund after the commit. Answers the refund's id, or null when nothing
 * was paid for these lines.
 */
export async function reserveRefundIn(run: Db, request: RefundRequest): Promise<number | null> {
  const plan = await planRefund(run, request, true);
  if (plan.amount === 0) return null;
  const [refund] = await run
    .insert(refunds)
    .values({ orderId: request.orderId, requestId: request.requestId, amount: plan.amount })
    .returning({ id: refunds.id });
  if (!refund) throw new Error('refund not written');
  for (const part of plan.parts) {
    await run
      .insert(refundParts)
      .values({ refundId: refund.id, orderPaymentId: part.id, instrument: part.instrument, amount: part.amount });
    await run
      .update(orderPayments)
      .set({ refunded: sql`${orderPayments.refunded} + ${part.amount}` })
      .where(eq(orderPayments.id, part.id));
  }
  return refund.id;
}

type Part = typeof refundParts.$inferSelect;
type Payment = typeof orderPayments.$inferSelect;
type Order = typeof orders.$inferSelect;

/** The provider's ids of the items a refund is for (its cancel or return request's lines). */
async function itemsOf(requestId: number): Promise<string[]> {
  const rows = await (await db())
    .select({ variantId: orderLines.variantId })
    .from(afterSalesItems)
    .innerJoin(orderLines, eq(orderLines.id, afterSalesItems.orderLineId))
    .where(eq(afterSalesItems.requestId, requestId));
  return rows.map((row) => lineItemId(row.variantId));
}

/** Sends one part through its provider; a rail that refuses puts the money on the return-balance card instead. */
async function send(
  part: Part,
  payment: Payment,
  order: Order,
  requestId: number,
): Promise<{ instrument: string; ok: boolean; code?: string }> {
  if (part.instrument === 'imf_card' && payment.instrument !== 'imf_card') {
    const loaded = await loadImfCard(order.phone, part.amount, `refund:${part.id}`);
    return { instrument: 'imf_card', ok: loaded.ok };
  }
  if (isTender(payment.instrument)) {
    const outcome = await storedValueProvider(payment.instrument).refund(`${order.number}:${payment.instrument}`, part.amount);
    return { instrument: payment.instrument, ok: outcome.ok };
  }
  const outcome = payment.providerRef
    ? await railFor(payment.instrument).refund(payment.providerRef, part.amount, {
        reference: `refund:${part.id}`,
        items: await itemsOf(requestId),
      })
    : { ok: false, code: 'NO_TRANSACTION' };
  if (outcome.ok) return { instrument: payment.instrument, ok: true };
  // "Refund not supported for the bank": the money goes to the shopper's return-balance card.
  const loaded = await loadImfCard(order.phone, part.amount, `refund:${part.id}`);
  return { instrument: 'imf_card', ok: loaded.ok, code: outcome.code };
}

/**
 * Sends a refund's pending parts. Each part is claimed first (pending → sending) so a repeat or a
 * parallel call never sends it twice; a part whose provider fails is marked failed for an operator.
 * Then the order's pending loyalty points shrink to what its remaining items earn.
 */
export async function sendRefund(refundId: number): Promise<void> {
  const database = await db();
  const [refund] = await database.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund) return;
  const [order] = await database.select().from(orders).where(eq(orders.id, refund.orderId));
  if (!order) return;
  const claimed = await database
    .update(refundParts)
    .set({ status: 'sending' })
    .where(and(eq(refundParts.refundId, refundId), eq(refundParts.status, 'pending')))
    .returning();
  for (const part of claimed) {
    const [payment] = await database.select().from(orderPayments).where(eq(orderPayments.id, part.orderPaymentId));
    let result: { instrument: string; ok: boolean; code?: string } = { instrument: part.instrument, ok: false, code: 'NO_PAYMENT' };
    try {
      if (payment) result = await send(part, payment, order, refund.requestId);
    } catch (error) {
      logger.error({ err: error, refund: refundId, part: part.id }, 'refund part failed');
    }
    await database
      .update(refundParts)
      .set({
        status: result.ok ? 'sent' : 'failed',
        instrument: result.instrument,
        failureCode: result.code ?? null,
        sentAt: result.ok ? now() : null,
      })
      .where(eq(refundParts.id, part.id));
  }
  const parts = await database.select({ status: refundParts.status }).from(refundParts).where(eq(refundParts.refundId, refundId));
  const status = parts.some((p) => p.status === 'failed') ? 'failed' : parts.every((p) => p.status === 'sent') ? 'completed' : 'pending';
  await database.update(refunds).set({ status }).where(eq(refunds.id, refundId));
  await shrinkEarning(order);
}

/** The order's points now stand for the paid share of its items still live. */
async function shrinkEarning(order: Order): Promise<void> {
  const gone = ['cancelled', 'returned', 'refunded'];
  const lines = await (await db())
    .select({ paid: orderLines.paidAmount, status: orderLines.status })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  const whole = lines.reduce((sum, line) => sum + (line.paid ?? 0), 0);
  const live = lines.filter((line) => !gone.includes(line.status)).reduce((sum, line) => sum + (line.paid ?? 0), 0);
  await shrinkOrderEarning(order, live, whole);
}

/** Sends every part left pending (a process stopped between the commit and the send): the sweep calls it. */
export async function sendPendingRefunds(): Promise<void> {
  const pending = await (await db())
    .selectDistinct({ id: refundParts.refundId })
    .from(refundParts)
    .where(inArray(refundParts.status, ['pending']));
  for (const { id } of pending) await sendRefund(id);
}
