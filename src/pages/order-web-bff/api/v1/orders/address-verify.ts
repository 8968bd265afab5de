import { endpoint } from '@lib/http/api.server';
import { callerOf } from '@lib/http/caller.server';
import { verifyAddressChange } from '@lib/order-address/change.server';
import { verifyOrderAddressSchema } from '@lib/order-address/schema';
import { authorisedOrder } from '@lib/orders/access.server';

/** POST verify address modification (OrderId, RequestId, Otp): the right code changes where the order goes. */
export const POST = endpoint({ body: verifyOrderAddressSchema }, async (context, { body }) =>
  verifyAddressChange(callerOf(context), await authorisedOrder(body.OrderId, context.locals.session), body),
);
