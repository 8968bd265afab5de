import { desc, eq, sql } from 'drizzle-orm';
import { db } from '@lib/db/client.server';
import type { OrderListItem } from './schema';
import { statusOf } from './status';
import { orderLines, orders } from './tables.server';

/** A member's orders, newest first, a page at a time, with each one's unit count. */
export async function ordersOf(customerId: number, page: { limit: number; offset: number }): Promise<OrderListItem[]> {
  const rows = await (await db())
    .select({
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      total: orders.total,
      items: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
    })
    .from(orders)
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(eq(orders.customerId, customerId))
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({
    OrderNumber: row.number,
    CreatedAt: row.createdAt.toISOString(),
    Status: statusOf(row.status),
    Total: row.total,
    ItemCount: row.items,
  }));
}
