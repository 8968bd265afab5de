import { cancellableItems } from '@lib/orders/item-cancels/cancel-items.server';
import { cancellableQuery } from '@lib/orders/item-cancels/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { authorisedOrder } from '@lib/orders/records/access.server';

/** GET cancellable items (OrderId, SellerCode): what of the order may still be cancelled. */
export const GET = endpoint({ query: cancellableQuery }, async (context, { query }) => {
  const order = await authorisedOrder(query.OrderId, context.locals.session);
  return cancellableItems(order, context.locals.lang, query.SellerCode);
});
