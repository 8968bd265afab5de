import { endpoint } from '@lib/platform/http/api.server';
import { authorisedOrder } from '@lib/orders/records/access.server';
import { orderIdQuery } from '@lib/orders/records/detail-schema';
import { orderDetail } from '@lib/orders/records/detail.server';

/** GET order detail (v3): the whole order, for its owner or a guest holding a grant. */
export const GET = endpoint({ query: orderIdQuery }, async (context, { query }) =>
  orderDetail(await authorisedOrder(query.orderId, context.locals.session), context.locals.lang),
);
