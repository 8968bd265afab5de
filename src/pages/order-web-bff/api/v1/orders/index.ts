import { endpoint } from '@lib/http/api.server';
import { customerIdOf } from '@lib/http/caller.server';
import { orderListQuery } from '@lib/orders/detail-schema';
import { orderPage } from '@lib/orders/list.server';

/** GET order list (v2): the member's orders of a tab from an offset (default 0), or one by its number. */
export const GET = endpoint({ query: orderListQuery }, async (context, { query }) =>
  orderPage(customerIdOf(context), query, context.locals.lang),
);
