import { cancellableItems } from '@lib/cancel/cancel.server';
import { cancellableQuery } from '@lib/cancel/schema';
import { endpoint } from '@lib/http/api.server';
import { authorisedOrder } from '@lib/orders/access.server';

/** GET cancellable items (OrderId, SellerCode): what of the order may still be cancelled. */
export const GET = endpoint({ query: cancellableQuery }, async (context, { query }) => {
  const order = await authorisedOrder(query.OrderId, context.locals.session);
  return cancellableItems(order, context.locals.lang, query.SellerCode);
});
