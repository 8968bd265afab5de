import { asc, eq, inArray } from 'drizzle-orm';
import { afterSalesItems, afterSalesRequests } from '@lib/orders/records/after-sales-tables.server';
import { db } from '@lib/platform/index.server';
import { orderLinesOf } from '@lib/orders/records/items.server';
import { orderPayments } from '@lib/orders/records/tables.server';
import { arrivalWindow } from './arrival';
import { type RefundBreakdown, refundBreakdown } from './explain';
import type { RefundView } from './schema';
import { refundParts, refunds } from './tables.server';

/** A refunded card's last digits; none for the return-balance card a part went to instead. */
export const partDigits = (masked: string | null, instrument: string): string | null =>
  masked && instrument !== 'imf_card' ? masked.slice(-4) : null;

/** Each refund's request: its kind, and its amount taken apart over the lines it refunds. */
async function requestsOf(orderId: number) {
  const database = await db();
  const [requests, items, lines] = await Promise.all([
    database
      .select({ id: afterSalesRequests.id, kind: afterSalesRequests.kind })
      .from(afterSalesRequests)
      .where(eq(afterSalesRequests.orderId, orderId)),
    database
      .select({ requestId: afterSalesItems.requestId, lineId: afterSalesItems.orderLineId })
      .from(afterSalesItems)
      .innerJoin(afterSalesRequests, eq(afterSalesRequests.id, afterSalesItems.requestId))
      .where(eq(afterSalesRequests.orderId, orderId)),
    orderLinesOf(orderId),
  ]);
  const lineOf = new Map(lines.map((line) => [line.id, line]));
  return (refund: { requestId: number; amount: number }): { Kind: 'cancel' | 'return'; ItemCount: number; Breakdown: RefundBreakdown } => {
    const refunded = items.filter((item) => item.requestId === refund.requestId).flatMap((item) => lineOf.get(item.lineId) ?? []);
    return {
      Kind: requests.find((r) => r.id === refund.requestId)?.kind === 'return' ? 'return' : 'cancel',
      ItemCount: refunded.reduce((sum, line) => sum + line.quantity, 0),
      Breakdown: refundBreakdown(
        refund.amount,
        refunded.map((line) => ({ shown: line.unitPrice * line.quantity - line.discount, paid: line.paidAmount ?? 0 })),
      ),
    };
  };
}

/** An order's refunds, oldest first, each with its parts and when they reach the shopper. */
export async function refundsOf(orderId: number): Promise<RefundView[]> {
  const database = await db();
  const rows = await database.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  if (rows.length === 0) return [];
  const requestOf = await requestsOf(orderId);
  const parts = await database
    .select({ part: refundParts, masked: orderPayments.maskedCard })
    .from(refundParts)
    .leftJoin(orderPayments, eq(orderPayments.id, refundParts.orderPaymentId))
    .where(
      inArray(
        refundParts.refundId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(refundParts.id));
  return rows.map((refund) => ({
    RefundId: refund.id,
    RequestId: refund.requestId,
    ...requestOf(refund),
    Amount: refund.amount,
    Status: refund.status,
    CreatedAt: refund.createdAt.toISOString(),
    Parts: parts
      .filter(({ part }) => part.refundId === refund.id)
      .map(({ part, masked }) => {
        const window = part.sentAt ? arrivalWindow(part.instrument, part.sentAt) : null;
        return {
          Instrument: part.instrument,
          Amount: part.amount,
          Status: part.status,
          LastDigits: partDigits(masked, part.instrument),
          ExpectedFrom: window?.from.toISOString() ?? null,
          ExpectedTo: window?.to.toISOString() ?? null,
        };
      }),
  }));
}
