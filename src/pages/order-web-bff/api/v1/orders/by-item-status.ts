import { endpoint } from '@lib/http/api.server';
import { customerIdOf } from '@lib/http/caller.server';
import { byItemStatusQuery } from '@lib/orders/detail-schema';
import { ordersWithItemIn } from '@lib/orders/list.server';

/** GET orders by item status: the member's orders with an item in a state (newest first). */
export const GET = endpoint({ query: byItemStatusQuery }, async (context, { query }) =>
  ordersWithItemIn(customerIdOf(context), query.status, context.locals.lang),
);
