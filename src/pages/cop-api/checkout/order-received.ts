import { endpoint } from '@lib/platform/http/api.server';
import { orderReceived } from '@lib/orders/placing/received.server';
import { orderReceivedQuery } from '@lib/orders/records/schema';

/** GET order received detail (orderNumber): the confirmation's data, for the session allowed to see the order. */
export const GET = endpoint({ query: orderReceivedQuery }, async (context, { query }) =>
  orderReceived(query.orderNumber, context.locals.session, context.locals.lang),
);
