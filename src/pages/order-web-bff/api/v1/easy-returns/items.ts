import { endpoint } from '@lib/platform/index.server';
import { authorisedOrder, returnableItems } from '@lib/orders/index.server';
import { returnItemsQuerySchema } from '@lib/orders';

/** GET items (OrderId, ShipmentNumber?, SellerCode?): the order's returnable items; one alone is preselected. */
export const GET = endpoint({ query: returnItemsQuerySchema }, async (context, { query }) => {
  const order = await authorisedOrder(query.OrderId, context.locals.session);
  return returnableItems(order.id, context.locals.lang, query);
});
