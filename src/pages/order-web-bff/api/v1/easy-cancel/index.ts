import { cancelItems } from '@lib/orders/item-cancels/cancel-items.server';
import { cancelSchema } from '@lib/orders/item-cancels/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { authorisedOrder } from '@lib/orders/records/access.server';

/** POST easy cancel (cancelItems): cancels the items and refunds them where they were paid from. */
export const POST = endpoint({ body: cancelSchema }, async (context, { body }) => {
  const order = await authorisedOrder(body.OrderId, context.locals.session);
  return cancelItems(order, body);
});
