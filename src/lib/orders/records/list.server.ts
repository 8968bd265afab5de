import { and, desc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import { db } from '@lib/platform/index.server';
import { catchUpOrders } from '@lib/orders/fulfilment/clock.server';
import type { Lang } from '@lib/platform';
import { ORDER_PAGE_SIZE, type OrderListPage, type OrderListQuery, type OrderRow } from './detail-schema';
import { type ItemStatus, tabStatuses } from './items';
import { orderLines, orders } from './tables.server';

/** Orders with an item in one of these states. */
const withItemIn = (statuses: readonly ItemStatus[]): SQL =>
  exists(sql`(select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${inArray(orderLines.status, [...statuses])})`);

/**
 * GET order list (v2): a member's paid orders of a tab, newest first, ORDER_PAGE_SIZE from an
 * offset, or the one order a lookup names. The orders shown are brought up to the store's clock.
 */
export async function orderPage(customerId: number, query: OrderListQuery, lang: Lang): Promise<OrderListPage> {
  const offset = query.offset ?? 0;
  const filters = [eq(orders.customerId, customerId), eq(orders.status, 'received')];
  if (query.orderNumber.trim() !== '') filters.push(eq(orders.number, query.orderNumber.trim().toUpperCase()));
  const database = await db();
  const ids = async () =>
    database
      .select({ id: orders.id })
      .from(orders)
      .where(and(...filters, ...(query.tab === 'all' ? [] : [withItemIn(tabStatuses(query.tab))])))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDER_PAGE_SIZE + 1)
      .offset(offset);
  let page = await ids();
  // The clock may have moved an order to another tab: catch the page up, then read it again.
  const moved = await catchUpOrders(page.slice(0, ORDER_PAGE_SIZE).map((row) => row.id));
  if (moved > 0 && query.tab !== 'all') page = await ids();
  const shown = page.slice(0, ORDER_PAGE_SIZE).map((row) => row.id);
  return { Orders: await rowsOf(shown, lang), Offset: offset, HasMore: page.length > ORDER_PAGE_SIZE, Tab: query.tab };
}

/** The list's rows for these orders, in the same order. */
async function rowsOf(ids: number[], lang: Lang): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  const database = await db();
  const [heads, lines] = await Promise.all([
    database.select().from(orders).where(inArray(orders.id, ids)),
    database.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(orderLines.id),
  ]);
  return ids.flatMap((id) => {
    const order = heads.find((o) => o.id === id);
    if (!order) return [];
    const own = lines.filter((line) => line.orderId === id);
    return [
      {
        OrderId: id,
        OrderNumber: order.number,
        CreatedAt: order.createdAt.toISOString(),
        Total: order.total,
        ItemCount: own.reduce((sum, line) => sum + line.quantity, 0),
        Statuses: [...new Set(own.map((line) => line.status as ItemStatus))],
        Items: own.map((line) => ({
          Brand: line.brand,
          DisplayName: lang === 'en' ? line.nameEn : line.nameTr,
          Slug: line.slug,
          Shape: line.shape,
          Status: line.status as ItemStatus,
        })),
      },
    ];
  });
}

/** GET orders by item status: a member's paid orders with an item in this state, newest first (one page). */
export async function ordersWithItemIn(customerId: number, status: ItemStatus, lang: Lang): Promise<OrderRow[]> {
  const rows = await (await db())
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.status, 'received'), withItemIn([status])))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_PAGE_SIZE);
  return rowsOf(
    rows.map((r) => r.id),
    lang,
  );
}
