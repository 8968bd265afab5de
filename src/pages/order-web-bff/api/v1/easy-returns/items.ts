import { endpoint } from '@lib/platform/http/api.server';
import { authorisedOrder } from '@lib/orders/records/access.server';
import { returnableItems } from '@lib/orders/returns/items.server';
import { returnItemsQuerySchema } from '@lib/orders/returns/reasons';

/** GET items (OrderId, ShipmentNumber?, SellerCode?): the order's returnable items; one alone is preselected. */
export const GET = endpoint({ query: returnItemsQuerySchema }, async (context, { query }) => {
  const order = await authorisedOrder(query.OrderId, context.locals.session);
  return returnableItems(order.id, context.locals.lang, query);
});
