import { endpoint, callerOf } from '@lib/platform/index.server';
import { verifyAddressChange, authorisedOrder } from '@lib/orders/index.server';
import { verifyOrderAddressSchema } from '@lib/orders';

/** POST verify address modification (OrderId, RequestId, Otp): the right code changes where the order goes. */
export const POST = endpoint({ body: verifyOrderAddressSchema }, async (context, { body }) =>
  verifyAddressChange(callerOf(context), await authorisedOrder(body.OrderId, context.locals.session), body),
);
