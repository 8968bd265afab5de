import { endpoint } from '@lib/platform/index.server';
import { authorisedOrder, orderDetail } from '@lib/orders/index.server';
import { orderIdQuery } from '@lib/orders';

/** GET order detail (v3): the whole order, for its owner or a guest holding a grant. */
export const GET = endpoint({ query: orderIdQuery }, async (context, { query }) =>
  orderDetail(await authorisedOrder(query.orderId, context.locals.session), context.locals.lang),
);
