import { endpoint } from '@lib/platform/http/api.server';
import { callerOf } from '@lib/platform/http/caller.server';
import { resendAddressCode } from '@lib/orders/address-change/change.server';
import { orderAddressOtpSchema } from '@lib/orders/address-change/schema';
import { authorisedOrder } from '@lib/orders/records/access.server';

/** POST resend the address change's SMS code, after the wait. */
export const POST = endpoint({ body: orderAddressOtpSchema }, async (context, { body }) =>
  resendAddressCode(callerOf(context), await authorisedOrder(body.OrderId, context.locals.session)),
);
