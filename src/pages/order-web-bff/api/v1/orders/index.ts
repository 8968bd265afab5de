import { endpoint } from '@lib/platform/http/api.server';
import { customerIdOf } from '@lib/platform/http/caller.server';
import { orderListQuery } from '@lib/orders/records/detail-schema';
import { orderPage } from '@lib/orders/records/list.server';

/** GET order list (v2): the member's orders of a tab from an offset (default 0), or one by its number. */
export const GET = endpoint({ query: orderListQuery }, async (context, { query }) =>
  orderPage(customerIdOf(context), query, context.locals.lang),
);
