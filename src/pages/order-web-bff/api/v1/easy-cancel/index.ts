import { cancelItems } from '@lib/cancel/cancel.server';
import { cancelSchema } from '@lib/cancel/schema';
import { endpoint } from '@lib/http/api.server';
import { authorisedOrder } from '@lib/orders/access.server';

/** POST easy cancel (cancelItems): cancels the items and refunds them where they were paid from. */
export const POST = endpoint({ body: cancelSchema }, async (context, { body }) => {
  const order = await authorisedOrder(body.OrderId, context.locals.session);
  return cancelItems(order, body);
});
