import { endpoint } from '@lib/platform/http/api.server';
import { callerOf } from '@lib/platform/http/caller.server';
import { verifyAddressChange } from '@lib/orders/address-change/change.server';
import { verifyOrderAddressSchema } from '@lib/orders/address-change/schema';
import { authorisedOrder } from '@lib/orders/records/access.server';

/** POST verify address modification (OrderId, RequestId, Otp): the right code changes where the order goes. */
export const POST = endpoint({ body: verifyOrderAddressSchema }, async (context, { body }) =>
  verifyAddressChange(callerOf(context), await authorisedOrder(body.OrderId, context.locals.session), body),
);
