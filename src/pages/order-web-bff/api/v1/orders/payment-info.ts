import { endpoint } from '@lib/platform/http/api.server';
import { authorisedOrder } from '@lib/orders/records/access.server';
import { paymentInfoSchema } from '@lib/orders/records/detail-schema';
import { paymentInfoOf } from '@lib/orders/records/payment-info.server';

/** POST payment info by item ids: what was paid for these items, per instrument. */
export const POST = endpoint({ body: paymentInfoSchema }, async (context, { body }) =>
  paymentInfoOf(await authorisedOrder(body.OrderId, context.locals.session), body.OrderItemIds),
);
