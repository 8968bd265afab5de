import { endpoint, customerIdOf } from '@lib/platform/index.server';
import { byItemStatusQuery } from '@lib/orders';
import { ordersWithItemIn } from '@lib/orders/index.server';

/** GET orders by item status: the member's orders with an item in a state (newest first). */
export const GET = endpoint({ query: byItemStatusQuery }, async (context, { query }) =>
  ordersWithItemIn(customerIdOf(context), query.status, context.locals.lang),
);
