import { endpoint, customerIdOf } from '@lib/platform/index.server';
import { orderListQuery } from '@lib/orders';
import { orderPage } from '@lib/orders/index.server';

/** GET order list (v2): the member's orders of a tab from an offset (default 0), or one by its number. */
export const GET = endpoint({ query: orderListQuery }, async (context, { query }) =>
  orderPage(customerIdOf(context), query, context.locals.lang),
);
