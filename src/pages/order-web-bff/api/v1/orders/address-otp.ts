import { endpoint, callerOf } from '@lib/platform/index.server';
import { resendAddressCode, authorisedOrder } from '@lib/orders/index.server';
import { orderAddressOtpSchema } from '@lib/orders';

/** POST resend the address change's SMS code, after the wait. */
export const POST = endpoint({ body: orderAddressOtpSchema }, async (context, { body }) =>
  resendAddressCode(callerOf(context), await authorisedOrder(body.OrderId, context.locals.session)),
);
