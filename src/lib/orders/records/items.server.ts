import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { now, type Db, db, oncePerRequest } from '@lib/platform/index.server';
import { tellShopper } from '@lib/orders/fulfilment/notify.server';
import type { ItemStatus } from './items';
import { orderItemEvents, orderLines } from './tables.server';

/** A move of some of an order's items from any of `from` to `to`. */
export interface ItemMove {
  orderId: number;
  lineIds: readonly number[];
  from: readonly ItemStatus[];
  to: ItemStatus;
  /** When it happened, when not now (the fulfilment clock catching up records each step at its due time). */
  at?: Date;
}

/**
 * Moves the items still in one of `from` to `to` in one conditional UPDATE, records each in the
 * timeline, and answers the ids it moved. Two racing moves of an item (a cancel and the shipment)
 * cannot both win: the second finds the item no longer in `from` and moves nothing.
 */
export async function moveItemsIn(run: Db, move: ItemMove): Promise<number[]> {
  if (move.lineIds.length === 0) return [];
  const at = move.at ?? now();
  // The first delivery starts the return window; a lapsed or withdrawn return does not restart it.
  const delivered =
    move.to === 'delivered' ? { deliveredAt: sql`coalesce(${orderLines.deliveredAt}, ${at.toISOString()}::timestamptz)` } : {};
  const moved = await run
    .update(orderLines)
    .set({ status: move.to, statusAt: at, ...delivered })
    .where(and(eq(orderLines.orderId, move.orderId), inArray(orderLines.id, [...move.lineIds]), inArray(orderLines.status, [...move.from])))
    .returning({ id: orderLines.id });
  if (moved.length > 0) {
    await run.insert(orderItemEvents).values(moved.map(({ id }) => ({ orderId: move.orderId, orderLineId: id, status: move.to, at })));
  }
  return moved.map(({ id }) => id).sort((a, b) => a - b);
}

/** moveItemsIn in its own transaction, telling the shopper what moved in the same one. */
export async function moveItems(move: ItemMove, refundId?: number | null): Promise<number[]> {
  return (await db()).transaction(async (tx) => {
    const moved = await moveItemsIn(tx, move);
    await tellShopper(tx, { orderId: move.orderId, status: move.to, lineIds: moved, refundId });
    return moved;
  });
}

/**
 * An order's lines, oldest first, read once per page or read call that shows them (an order's page
 * shows them in its items, its invoices, its refunds and its returnable items); read afresh by a
 * change. The array is shared: no caller changes it.
 */
export function orderLinesOf(orderId: number): Promise<readonly (typeof orderLines.$inferSelect)[]> {
  return oncePerRequest(`order lines ${orderId}`, async () =>
    (await db()).select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
  );
}

/** The statuses of an order's items (the order's tab and the address-change rule read them). */
export async function itemStatuses(orderId: number): Promise<ItemStatus[]> {
  return (await orderLinesOf(orderId)).map((line) => line.status as ItemStatus);
}

/** Locks an order's lines for a change that reads and writes them (cancel, return, shipment). */
export async function lockLines(run: Db, orderId: number): Promise<void> {
  await run.execute(sql`select id from order_lines where order_id = ${orderId} for update`);
}
