import { endpoint } from '@lib/platform/http/api.server';
import { customerIdOf } from '@lib/platform/http/caller.server';
import { byItemStatusQuery } from '@lib/orders/records/detail-schema';
import { ordersWithItemIn } from '@lib/orders/records/list.server';

/** GET orders by item status: the member's orders with an item in a state (newest first). */
export const GET = endpoint({ query: byItemStatusQuery }, async (context, { query }) =>
  ordersWithItemIn(customerIdOf(context), query.status, context.locals.lang),
);
