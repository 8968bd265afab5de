import { checkoutInit } from '@lib/checkout/steps/delivery.server';
import { initQuery } from '@lib/checkout/steps/schema';
import { endpoint } from '@lib/platform/http/api.server';

/** GET checkout initialisation (isGuestCheckout): CheckoutInit, or CART_EMPTY when there is nothing to buy. */
export const GET = endpoint({ query: initQuery }, (context, { query }) =>
  checkoutInit(context.locals.session, query.isGuestCheckout?.toLowerCase() === 'true', context.locals.lang),
);
