import { desc, eq, inArray } from 'drizzle-orm';
import { now, db } from '@lib/platform/index.server';
import type { ItemStatus } from '@lib/orders/records/items';
import type { DevAction } from './dev-actions';
import { moveItems } from '@lib/orders/records/items.server';
import { orderLines, orders } from '@lib/orders/records/tables.server';
import { arriveReturn, handOverReturn, lapseReturn, openReturnsOf } from './returns.server';
import { destinationOf, scan, shipOrder } from './shipping.server';

// The development page's controls (DEV_OUTBOX=1): move a chosen order on at once, through the same
// functions the clock uses, so a reviewer and a test reach every state without waiting.

async function linesIn(orderId: number, statuses: ItemStatus[]): Promise<number[]> {
  const rows = await (await db())
    .select({ id: orderLines.id, status: orderLines.status })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return rows.filter((r) => statuses.includes(r.status as ItemStatus)).map((r) => r.id);
}

async function forward(orderId: number, from: ItemStatus, to: ItemStatus, event: string): Promise<number> {
  const moved = await moveItems({ orderId, lineIds: await linesIn(orderId, [from]), from: [from], to });
  if (moved.length > 0) await scan(await db(), orderId, 'delivery', event, await destinationOf(await db(), orderId), now());
  return moved.length;
}

/** Runs one development action on an order; answers how many items or returns it moved. */
export async function runDevAction(orderId: number, action: DevAction): Promise<number> {
  switch (action) {
    case 'ship':
      return shipOrder(orderId);
    case 'out_for_delivery':
      await shipOrder(orderId);
      return forward(orderId, 'shipped', 'out_for_delivery', 'out_for_delivery');
    case 'deliver':
      await shipOrder(orderId);
      await forward(orderId, 'shipped', 'out_for_delivery', 'out_for_delivery');
      return forward(orderId, 'out_for_delivery', 'delivered', 'delivered');
    case 'hand_over_return':
    case 'return_arrives':
    case 'lapse_return': {
      let moved = 0;
      for (const request of await openReturnsOf(orderId)) {
        if (action === 'lapse_return') moved += await lapseReturn(request);
        else {
          moved += await handOverReturn(request);
          if (action === 'return_arrives') moved += await arriveReturn(request);
        }
      }
      return moved;
    }
  }
}

/** The newest paid orders with their items' states, for the development page. */
export async function recentOrders(limit = 30) {
  const database = await db();
  const rows = await database
    .select({ id: orders.id, number: orders.number, email: orders.email, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.status, 'received'))
    .orderBy(desc(orders.id))
    .limit(limit);
  const lines = rows.length
    ? await database
        .select({
          orderId: orderLines.orderId,
          id: orderLines.id,
          brand: orderLines.brand,
          name: orderLines.nameEn,
          status: orderLines.status,
        })
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((row) => ({ ...row, lines: lines.filter((l) => l.orderId === row.id) }));
}
