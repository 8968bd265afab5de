import { availableCargoCompanies, authorisedOrder } from '@lib/orders/index.server';
import { availableCargoQuery } from '@lib/orders';
import { endpoint } from '@lib/platform/index.server';

/** GET available cargo companies (orderId, addressId): the companies this order's return may use. */
export const GET = endpoint({ query: availableCargoQuery }, async (context, { query }) => {
  const order = await authorisedOrder(query.orderId, context.locals.session);
  return availableCargoCompanies(order, context.locals.session?.customerId ?? null, query.addressId);
});
