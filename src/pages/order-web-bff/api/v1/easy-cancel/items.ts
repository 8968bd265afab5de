import { cancellableItems, authorisedOrder } from '@lib/orders/index.server';
import { cancellableQuery } from '@lib/orders';
import { endpoint } from '@lib/platform/index.server';

/** GET cancellable items (OrderId, SellerCode): what of the order may still be cancelled. */
export const GET = endpoint({ query: cancellableQuery }, async (context, { query }) => {
  const order = await authorisedOrder(query.OrderId, context.locals.session);
  return cancellableItems(order, context.locals.lang, query.SellerCode);
});
