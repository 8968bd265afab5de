import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@lib/platform/index.server';
import { orderLines, type orders } from '@lib/orders/records/tables.server';
import { lineShares } from './allocate';

/**
 * Each line's paid share of an order, written on the first after-sales touch (a cancel, a return)
 * and read from then on, so later refunds share the same figures. Call it inside the transaction
 * that locked the order's lines.
 */
export async function paidShares(
  run: Db,
  order: Pick<typeof orders.$inferSelect, 'id' | 'total' | 'shippingFee'>,
  /** False only reads (a page previewing what comes back): the figures are the same, nothing is written. */
  persist = true,
): Promise<Map<number, number>> {
  const lines = await run
    .select({
      id: orderLines.id,
      paid: orderLines.paidAmount,
      unit: orderLines.unitPrice,
      quantity: orderLines.quantity,
      discount: orderLines.discount,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.id);
  if (lines.every((line) => line.paid != null)) return new Map(lines.map((line) => [line.id, line.paid ?? 0]));
  const shares = lineShares(
    Math.max(0, order.total - order.shippingFee),
    lines.map((line) => ({ id: line.id, weight: line.unit * line.quantity - line.discount })),
  );
  if (!persist) return shares;
  for (const [id, paid] of shares) {
    await run
      .update(orderLines)
      .set({ paidAmount: paid })
      .where(and(eq(orderLines.id, id), isNull(orderLines.paidAmount)));
  }
  return shares;
}
