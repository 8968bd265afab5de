import { agreementsFor } from '@lib/checkout/agreements.server';
import { agreementsSchema } from '@lib/checkout/schema';
import { endpoint } from '@lib/http/api.server';
import { sessionOf } from '@lib/http/caller.server';

/** POST sales agreement and pre-information note (ShippingAddressId, BillingAddressId, PickupLocationId, PaymentMethods, InstallmentCount). */
export const POST = endpoint({ body: agreementsSchema }, (context, { body }) =>
  agreementsFor(sessionOf(context), body, context.locals.lang),
);
