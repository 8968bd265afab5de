import { endpoint } from '@lib/platform/index.server';
import { authorisedOrder, paymentInfoOf } from '@lib/orders/index.server';
import { paymentInfoSchema } from '@lib/orders';

/** POST payment info by item ids: what was paid for these items, per instrument. */
export const POST = endpoint({ body: paymentInfoSchema }, async (context, { body }) =>
  paymentInfoOf(await authorisedOrder(body.OrderId, context.locals.session), body.OrderItemIds),
);
