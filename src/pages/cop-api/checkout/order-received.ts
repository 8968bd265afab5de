import { endpoint } from '@lib/platform/index.server';
import { orderReceived } from '@lib/orders/index.server';
import { orderReceivedQuery } from '@lib/orders';

/** GET order received detail (orderNumber): the confirmation's data, for the session allowed to see the order. */
export const GET = endpoint({ query: orderReceivedQuery }, async (context, { query }) =>
  orderReceived(query.orderNumber, context.locals.session, context.locals.lang),
);
