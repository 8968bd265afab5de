import { eq } from 'drizzle-orm';
import { db } from '@lib/db/client.server';
import { endpoint } from '@lib/http/api.server';
import { authorisedOrder } from '@lib/orders/access.server';
import { orderIdQuery } from '@lib/orders/detail-schema';
import { invoicesOf } from '@lib/orders/invoices.server';
import { orderLines } from '@lib/orders/tables.server';

/** GET seller invoice info details: one invoice per seller of a paid order, with its PDF's address. */
export const GET = endpoint({ query: orderIdQuery }, async (context, { query }) => {
  const order = await authorisedOrder(query.orderId, context.locals.session);
  if (order.status !== 'received') return [];
  return invoicesOf(order, await (await db()).select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id));
});
