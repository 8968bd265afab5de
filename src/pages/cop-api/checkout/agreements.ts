import { agreementsFor } from '@lib/checkout/index.server';
import { agreementsSchema } from '@lib/checkout';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/** POST sales agreement and pre-information note (ShippingAddressId, BillingAddressId, PickupLocationId, PaymentMethods, InstallmentCount). */
export const POST = endpoint({ body: agreementsSchema }, (context, { body }) =>
  agreementsFor(sessionOf(context), body, context.locals.lang),
);
