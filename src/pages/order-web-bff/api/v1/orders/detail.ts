import { endpoint } from '@lib/http/api.server';
import { authorisedOrder } from '@lib/orders/access.server';
import { orderIdQuery } from '@lib/orders/detail-schema';
import { orderDetail } from '@lib/orders/detail.server';

/** GET order detail (v3): the whole order, for its owner or a guest holding a grant. */
export const GET = endpoint({ query: orderIdQuery }, async (context, { query }) =>
  orderDetail(await authorisedOrder(query.orderId, context.locals.session), context.locals.lang),
);
