import { cancelItems, authorisedOrder } from '@lib/orders/index.server';
import { cancelSchema } from '@lib/orders';
import { endpoint } from '@lib/platform/index.server';

/** POST easy cancel (cancelItems): cancels the items and refunds them where they were paid from. */
export const POST = endpoint({ body: cancelSchema }, async (context, { body }) => {
  const order = await authorisedOrder(body.OrderId, context.locals.session);
  return cancelItems(order, body);
});
