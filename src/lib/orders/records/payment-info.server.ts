import { and, eq } from 'drizzle-orm';
import { db } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { allocateRefund } from '@lib/orders/refunds/allocate';
import { paidShares } from '@lib/orders/refunds/shares.server';
import { orderLines, orderPayments, type orders } from './tables.server';

/** What was paid for some items, per instrument (the same shares a refund of them would use). */
export async function paymentInfoOf(order: typeof orders.$inferSelect, itemIds: readonly number[]) {
  const database = await db();
  const lines = await database.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, order.id));
  if (itemIds.some((id) => !lines.some((line) => line.id === id))) throw new DomainError('ORDER_ITEM_NOT_FOUND_FOR_ORDER');
  const shares = await paidShares(database, order, false);
  const amount = [...new Set(itemIds)].reduce((sum, id) => sum + (shares.get(id) ?? 0), 0);
  const payments = await database
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.status, 'authorised')));
  const parts = allocateRefund(
    payments.map((p) => ({ ...p, refunded: 0 })),
    Math.min(
      amount,
      payments.reduce((sum, p) => sum + p.amount, 0),
    ),
  );
  return {
    OrderId: order.id,
    Amount: amount,
    Payments: parts.map((part) => {
      const row = payments.find((p) => p.id === part.id);
      return {
        Instrument: part.instrument,
        Amount: part.amount,
        LastDigits: row?.maskedCard?.slice(-4) ?? null,
        InstallmentCount: row?.installmentCount ?? 1,
      };
    }),
  };
}
