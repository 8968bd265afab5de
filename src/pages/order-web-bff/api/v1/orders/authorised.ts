import { endpoint } from '@lib/platform/index.server';
import { authorisedOrder } from '@lib/orders/index.server';
import { orderIdQuery } from '@lib/orders';

/** GET authorised to access order: the status and the order code, or not found (never "forbidden": ids cannot be probed). */
export const GET = endpoint({ query: orderIdQuery }, async (context, { query }) => {
  const order = await authorisedOrder(query.orderId, context.locals.session);
  return { Status: true, OrderCode: order.number };
});
