import { and, eq, inArray } from 'drizzle-orm';
import { now, db } from '@lib/platform/index.server';
import { afterSalesItems, afterSalesRequests } from '@lib/orders/records/after-sales-tables.server';
import { moveItems, moveItemsIn } from '@lib/orders/records/items.server';
import { reserveRefundIn, sendRefund } from '@lib/orders/refunds/refund.server';
import { tellShopper } from './notify.server';
import { scan } from './shipping.server';

// A return's life after the request: handed to the cargo company, arriving at the store, refunded;
// or lapsing when its return code was not used in time. Each step is a conditional move, so the
// clock, the development page and a shopper's cancel racing each other move a return once.

type Request = typeof afterSalesRequests.$inferSelect;

async function linesOf(requestId: number): Promise<number[]> {
  const rows = await (await db())
    .select({ id: afterSalesItems.orderLineId })
    .from(afterSalesItems)
    .where(eq(afterSalesItems.requestId, requestId));
  return rows.map((r) => r.id);
}

/** The return parcel leaves the shopper (handed over at a branch, or collected). */
export async function handOverReturn(request: Request, at: Date = now()): Promise<number> {
  const lineIds = await linesOf(request.id);
  const moved = await moveItems({ orderId: request.orderId, lineIds, from: ['return_requested'], to: 'return_in_transit', at });
  if (moved.length > 0) await scan(await db(), request.orderId, 'return', 'accepted', 'İstanbul', at);
  return moved.length;
}

/**
 * The return parcel reaches the store: its items are returned and their refund reserved in one
 * transaction (a partner's share to the return-balance card), then sent, then the items refunded.
 */
export async function arriveReturn(request: Request, at: Date = now()): Promise<number> {
  const lineIds = await linesOf(request.id);
  const refundId = await (await db()).transaction(async (tx) => {
    const moved = await moveItemsIn(tx, { orderId: request.orderId, lineIds, from: ['return_in_transit'], to: 'returned', at });
    if (moved.length === 0) return undefined;
    await scan(tx, request.orderId, 'return', 'delivered', 'İstanbul', at);
    await tx.update(afterSalesRequests).set({ status: 'completed', updatedAt: at }).where(eq(afterSalesRequests.id, request.id));
    await tellShopper(tx, { orderId: request.orderId, status: 'returned', lineIds: moved });
    return (
      (await reserveRefundIn(tx, {
        orderId: request.orderId,
        requestId: request.id,
        lineIds: moved,
        includeShipping: false,
        partnerToImf: true,
      })) ?? null
    );
  });
  if (refundId === undefined) return 0;
  if (refundId !== null) await sendRefund(refundId);
  const refunded = await moveItems({ orderId: request.orderId, lineIds, from: ['returned'], to: 'refunded' }, refundId);
  return refunded.length;
}

/** A return code not used by its expiry: the request lapses and its items are delivered items again. */
export async function lapseReturn(request: Request, at: Date = now()): Promise<number> {
  const lineIds = await linesOf(request.id);
  const moved = await (await db()).transaction(async (tx) => {
    const [lapsed] = await tx
      .update(afterSalesRequests)
      .set({ status: 'expired', updatedAt: at })
      .where(and(eq(afterSalesRequests.id, request.id), eq(afterSalesRequests.status, 'open')))
      .returning({ id: afterSalesRequests.id });
    if (!lapsed) return [];
    return moveItemsIn(tx, { orderId: request.orderId, lineIds, from: ['return_requested'], to: 'delivered', at });
  });
  return moved.length;
}

/** The open returns of an order. */
export async function openReturnsOf(orderId: number): Promise<Request[]> {
  return (await db())
    .select()
    .from(afterSalesRequests)
    .where(
      and(eq(afterSalesRequests.orderId, orderId), eq(afterSalesRequests.kind, 'return'), inArray(afterSalesRequests.status, ['open'])),
    );
}
