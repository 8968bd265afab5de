import { endpoint } from '@lib/http/api.server';
import { callerOf } from '@lib/http/caller.server';
import { resendAddressCode } from '@lib/order-address/change.server';
import { orderAddressOtpSchema } from '@lib/order-address/schema';
import { authorisedOrder } from '@lib/orders/access.server';

/** POST resend the address change's SMS code, after the wait. */
export const POST = endpoint({ body: orderAddressOtpSchema }, async (context, { body }) =>
  resendAddressCode(callerOf(context), await authorisedOrder(body.OrderId, context.locals.session)),
);
