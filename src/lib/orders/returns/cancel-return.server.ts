import { and, eq, inArray } from 'drizzle-orm';
import { afterSalesItems, afterSalesRequests } from '@lib/orders/records/after-sales-tables.server';
import { now, db, type Session } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { authorisedOrder } from '@lib/orders/records/access.server';
import { lockLines, moveItemsIn } from '@lib/orders/records/items.server';
import { orderLines } from '@lib/orders/records/tables.server';
import { tellReturn } from './notify.server';

/**
 * Withdraws an open return found by its parcel's tracking number and company: only while all its
 * items are still return_requested (not handed to the cargo company), else E106. The items go back
 * to delivered and the request is 'cancelled', in one transaction under the order's line lock.
 */
export async function cancelReturn(
  session: Session | undefined,
  input: { orderId: number; trackingNumber: string; cargoCompanyCode: string },
) {
  const order = await authorisedOrder(input.orderId, session);
  const moved = await (await db()).transaction(async (tx) => {
    await lockLines(tx, order.id);
    const [request] = await tx
      .select()
      .from(afterSalesRequests)
      .where(
        and(
          eq(afterSalesRequests.orderId, order.id),
          eq(afterSalesRequests.kind, 'return'),
          eq(afterSalesRequests.trackingNumber, input.trackingNumber),
          eq(afterSalesRequests.cargoCompanyCode, input.cargoCompanyCode),
        ),
      );
    if (!request) throw new DomainError('RETURN_NOT_FOUND');
    if (request.status !== 'open') throw new DomainError('E106');
    const items = await tx
      .select({ id: afterSalesItems.orderLineId })
      .from(afterSalesItems)
      .where(eq(afterSalesItems.requestId, request.id));
    const lineIds = items.map((i) => i.id);
    // moveItemsIn stamps a new delivery time on 'delivered'; a withdrawn return keeps the original
    // one, so withdrawing never stretches the return window.
    const before = await tx
      .select({ id: orderLines.id, deliveredAt: orderLines.deliveredAt })
      .from(orderLines)
      .where(inArray(orderLines.id, lineIds));
    const back = await moveItemsIn(tx, { orderId: order.id, lineIds, from: ['return_requested'], to: 'delivered' });
    if (back.length !== lineIds.length) throw new DomainError('E106');
    for (const line of before) await tx.update(orderLines).set({ deliveredAt: line.deliveredAt }).where(eq(orderLines.id, line.id));
    await tx.update(afterSalesRequests).set({ status: 'cancelled', updatedAt: now() }).where(eq(afterSalesRequests.id, request.id));
    await tellReturn(tx, request.id, 'cancelled');
    return { requestId: request.id, count: back.length };
  });
  return { Cancelled: true, OrderItemCount: moved.count };
}
