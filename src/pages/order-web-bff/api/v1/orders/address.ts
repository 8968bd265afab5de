import { endpoint } from '@lib/platform/http/api.server';
import { callerOf } from '@lib/platform/http/caller.server';
import { requestAddressChange } from '@lib/orders/address-change/change.server';
import { updateOrderAddressSchema } from '@lib/orders/address-change/schema';
import { authorisedOrder } from '@lib/orders/records/access.server';

/** POST update order address (member: ShippingAddressId, BillingAddressId; guest: GuestAddressDOs): sends the confirming SMS code. */
export const POST = endpoint({ body: updateOrderAddressSchema }, async (context, { body }) =>
  requestAddressChange(callerOf(context), await authorisedOrder(body.OrderId, context.locals.session), body),
);
