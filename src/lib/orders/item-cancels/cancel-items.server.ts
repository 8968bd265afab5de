import { and, eq, inArray } from 'drizzle-orm';
import { afterSalesItems, afterSalesRequests } from '@lib/orders/records/after-sales-tables.server';
import { db, type Tx } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { tellShopper } from '@lib/orders/fulfilment/notify.server';
import { CANCELLABLE, isCancellable, type ItemStatus, withPromotions } from '@lib/orders/records/items';
import { lockLines, moveItemsIn } from '@lib/orders/records/items.server';
import { giveBackStock } from '@lib/orders/placing/stock.server';
import { orderLines, type orders } from '@lib/orders/records/tables.server';
import { planRefund, reserveRefundIn, sendRefund } from '@lib/orders/refunds/refund.server';
import { refundBreakdown } from '@lib/orders/refunds/explain';
import type { RefundPreview } from '@lib/orders/refunds/schema';
import { paidShares } from '@lib/orders/refunds/shares.server';
import { partDigits, refundsOf } from '@lib/orders/refunds/views.server';
import { activeCancelReason } from './reasons';
import type { CancelInput, CancellableItems, CancelResult } from './schema';

type Order = typeof orders.$inferSelect;
type Line = typeof orderLines.$inferSelect;

const mainItemOf = (line: Line, lines: readonly Line[]) =>
  line.mainProductId == null ? null : (lines.find((l) => l.mainProductId == null && l.productId === line.mainProductId)?.id ?? null);

/** The items of an order that may still be cancelled (of one seller when given), with what each brings back. */
export async function cancellableItems(order: Order, lang: 'tr' | 'en', sellerCode?: string): Promise<CancellableItems> {
  const database = await db();
  const lines = await database.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
  const shares = await paidShares(database, order, false);
  const items = lines
    .filter((line) => isCancellable(line.status as ItemStatus) && (!sellerCode || line.sellerCode === sellerCode))
    .map((line) => ({
      OrderItemID: line.id,
      Brand: line.brand,
      DisplayName: lang === 'en' ? line.nameEn : line.nameTr,
      Size: line.size,
      Colour: line.colour,
      Quantity: line.quantity,
      Slug: line.slug,
      Shape: line.shape,
      SellerCode: line.sellerCode,
      PaidAmount: line.paidAmount ?? shares.get(line.id) ?? 0,
      IsPromotion: line.isPromotion,
      MainItemID: mainItemOf(line, lines),
    }));
  return { OrderId: order.id, OrderCode: order.number, Items: items, ShippingFee: order.shippingFee };
}

/** The request already made with this key, answered again. */
async function earlier(orderId: number, key: string): Promise<number | undefined> {
  const [row] = await (await db())
    .select({ id: afterSalesRequests.id })
    .from(afterSalesRequests)
    .where(and(eq(afterSalesRequests.orderId, orderId), eq(afterSalesRequests.idempotencyKey, key)));
  return row?.id;
}

/** The lines a cancel of these items takes: each in the order, promotion products with their main product, none shipped yet. */
function linesTaken(itemIds: readonly number[], lines: readonly Line[]): number[] {
  if (itemIds.some((id) => !lines.some((line) => line.id === id))) throw new DomainError('ORDER_ITEM_NOT_FOUND_FOR_ORDER');
  const chosen = withPromotions(lines, itemIds);
  if (chosen === 'alone') throw new DomainError('PROMOTION_ITEM_ALONE');
  if (chosen.some((lineId) => !isCancellable(lines.find((l) => l.id === lineId)?.status as ItemStatus))) throw new DomainError('E102');
  return chosen;
}

/** Checks the choice against the order's lines: every item in the order, a real reason, promotion products with their main product. */
function checkChoice(input: CancelInput, lines: readonly Line[]): number[] {
  for (const item of input.Items) {
    if (!lines.some((line) => line.id === item.OrderItemID)) throw new DomainError('ORDER_ITEM_NOT_FOUND_FOR_ORDER');
    const reason = activeCancelReason(item.ReasonId);
    if (!reason) throw new DomainError('CANCEL_REASON_INVALID');
    if (reason.NeedsDescription && item.Description.trim() === '') throw new DomainError('CANCEL_DESCRIPTION_REQUIRED');
  }
  return linesTaken(
    input.Items.map((item) => item.OrderItemID),
    lines,
  );
}

/** Whether cancelling these lines leaves the order nothing to ship (its shipping fee then goes back too). */
const leavesNothingToShip = (lines: readonly Line[], cancelling: readonly number[]) =>
  lines.every((line) => line.status === 'cancelled' || cancelling.includes(line.id));

/**
 * What a cancel of these items would refund, and to which instrument, read without writing: the
 * cancel's own planRefund over the same lines, so the review shows what the cancel then does.
 */
export async function cancelRefundPreview(order: Order, itemIds: readonly number[]): Promise<RefundPreview> {
  const database = await db();
  const lines = await database.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const taken = linesTaken(itemIds, lines);
  const plan = await planRefund(
    database,
    { orderId: order.id, lineIds: taken, includeShipping: leavesNothingToShip(lines, taken), partnerToImf: false },
    false,
  );
  const refunded = lines.filter((line) => taken.includes(line.id));
  return {
    Amount: plan.amount,
    ItemCount: refunded.reduce((sum, line) => sum + line.quantity, 0),
    Breakdown: refundBreakdown(
      plan.amount,
      refunded.map((line) => ({ shown: line.unitPrice * line.quantity - line.discount, paid: plan.shares.get(line.id) ?? 0 })),
    ),
    Parts: plan.parts.map((part) => ({
      Instrument: part.instrument,
      Amount: part.amount,
      LastDigits: partDigits(plan.payments.find((p) => p.id === part.id)?.maskedCard ?? null, part.instrument),
    })),
  };
}

/**
 * Cancels items of an order: in one transaction the items move to cancelled (only those still
 * cancellable under the lines' lock), the request is written, the stock goes back and the refund is
 * reserved; after the commit the refund is sent and the shopper told. The same key again answers
 * the first cancel and moves nothing.
 */
export async function cancelItems(order: Order, input: CancelInput): Promise<CancelResult> {
  const repeated = await earlier(order.id, input.IdempotencyKey);
  if (repeated !== undefined) return cancelResult(order, repeated);
  const outcome = await (await db()).transaction(async (tx) => {
    await lockLines(tx, order.id);
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const chosen = checkChoice(input, lines);
    const moved = await moveItemsIn(tx, { orderId: order.id, lineIds: chosen, from: CANCELLABLE, to: 'cancelled' });
    if (moved.length === 0) throw new DomainError('E102');
    const [request] = await tx
      .insert(afterSalesRequests)
      .values({ orderId: order.id, kind: 'cancel', status: 'completed', idempotencyKey: input.IdempotencyKey })
      .returning({ id: afterSalesRequests.id });
    if (!request) throw new Error('cancel request not written');
    await tx.insert(afterSalesItems).values(
      moved.map((lineId) => {
        const asked = input.Items.find((item) => item.OrderItemID === lineId) ?? input.Items[0];
        return { requestId: request.id, orderLineId: lineId, reasonId: asked?.ReasonId ?? 9, description: asked?.Description || null };
      }),
    );
    const gone = lines.filter((line) => moved.includes(line.id));
    await giveBackStock(tx as Tx, order.id, gone, 'cancel');
    const refundId = await reserveRefundIn(tx, {
      orderId: order.id,
      requestId: request.id,
      lineIds: moved,
      includeShipping: leavesNothingToShip(lines, moved),
      partnerToImf: false,
    });
    await tellShopper(tx as Tx, { orderId: order.id, status: 'cancelled', lineIds: moved, refundId });
    return { requestId: request.id, refundId, count: moved.length };
  });
  if (outcome.refundId !== null) await sendRefund(outcome.refundId);
  return cancelResult(order, outcome.requestId);
}

/** What a cancel request cancelled and refunded. */
export async function cancelResult(order: Order, requestId: number): Promise<CancelResult> {
  const database = await db();
  const [request] = await database
    .select()
    .from(afterSalesRequests)
    .where(and(eq(afterSalesRequests.id, requestId), eq(afterSalesRequests.orderId, order.id), eq(afterSalesRequests.kind, 'cancel')));
  if (!request) throw new DomainError('ORDER_NOT_FOUND');
  const items = await database
    .select({ id: afterSalesItems.orderLineId })
    .from(afterSalesItems)
    .where(eq(afterSalesItems.requestId, requestId));
  const refund = (await refundsOf(order.id)).find((r) => r.RequestId === requestId) ?? null;
  return {
    RequestId: requestId,
    OrderId: order.id,
    OrderCode: order.number,
    CancelledItemIds: items.map((i) => i.id).sort((a, b) => a - b),
    Refund: refund,
  };
}

/** The order a cancel request belongs to (the success page reads the request id). */
export async function orderOfRequest(requestId: number): Promise<number | undefined> {
  const [row] = await (await db())
    .select({ orderId: afterSalesRequests.orderId })
    .from(afterSalesRequests)
    .where(and(eq(afterSalesRequests.id, requestId), inArray(afterSalesRequests.kind, ['cancel'])));
  return row?.orderId;
}
