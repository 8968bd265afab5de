import { availableCargoCompanies } from '@lib/orders/fulfilment/availability.server';
import { availableCargoQuery } from '@lib/orders/fulfilment/cargo-schema';
import { endpoint } from '@lib/platform/http/api.server';
import { authorisedOrder } from '@lib/orders/records/access.server';

/** GET available cargo companies (orderId, addressId): the companies this order's return may use. */
export const GET = endpoint({ query: availableCargoQuery }, async (context, { query }) => {
  const order = await authorisedOrder(query.orderId, context.locals.session);
  return availableCargoCompanies(order, context.locals.session?.customerId ?? null, query.addressId);
});
