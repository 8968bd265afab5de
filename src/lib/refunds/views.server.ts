import { asc, eq, inArray } from 'drizzle-orm';
import { db } from '@lib/db/client.server';
import { orderPayments } from '@lib/orders/tables.server';
import { arrivalWindow } from './arrival';
import type { RefundView } from './schema';
import { refundParts, refunds } from './tables.server';

/** An order's refunds, oldest first, each with its parts and when they reach the shopper. */
export async function refundsOf(orderId: number): Promise<RefundView[]> {
  const database = await db();
  const rows = await database.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  if (rows.length === 0) return [];
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
          LastDigits: masked && part.instrument !== 'imf_card' ? masked.slice(-4) : null,
          ExpectedFrom: window?.from.toISOString() ?? null,
          ExpectedTo: window?.to.toISOString() ?? null,
        };
      }),
  }));
}
