import { agreementsFor } from '@lib/checkout/steps/agreements.server';
import { agreementsSchema } from '@lib/checkout/steps/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';

/** POST sales agreement and pre-information note (ShippingAddressId, BillingAddressId, PickupLocationId, PaymentMethods, InstallmentCount). */
export const POST = endpoint({ body: agreementsSchema }, (context, { body }) =>
  agreementsFor(sessionOf(context), body, context.locals.lang),
);
