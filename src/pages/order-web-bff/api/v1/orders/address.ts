import { endpoint } from '@lib/http/api.server';
import { callerOf } from '@lib/http/caller.server';
import { requestAddressChange } from '@lib/order-address/change.server';
import { updateOrderAddressSchema } from '@lib/order-address/schema';
import { authorisedOrder } from '@lib/orders/access.server';

/** POST update order address (member: ShippingAddressId, BillingAddressId; guest: GuestAddressDOs): sends the confirming SMS code. */
export const POST = endpoint({ body: updateOrderAddressSchema }, async (context, { body }) =>
  requestAddressChange(callerOf(context), await authorisedOrder(body.OrderId, context.locals.session), body),
);
