import { endpoint, callerOf } from '@lib/platform/index.server';
import { requestAddressChange, authorisedOrder } from '@lib/orders/index.server';
import { updateOrderAddressSchema } from '@lib/orders';

/** POST update order address (member: ShippingAddressId, BillingAddressId; guest: GuestAddressDOs): sends the confirming SMS code. */
export const POST = endpoint({ body: updateOrderAddressSchema }, async (context, { body }) =>
  requestAddressChange(callerOf(context), await authorisedOrder(body.OrderId, context.locals.session), body),
);
