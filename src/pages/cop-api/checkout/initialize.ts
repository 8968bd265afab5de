import { checkoutInit } from '@lib/checkout/delivery.server';
import { initQuery } from '@lib/checkout/schema';
import { endpoint } from '@lib/http/api.server';

/** GET checkout initialisation (isGuestCheckout): CheckoutInit, or CART_EMPTY when there is nothing to buy. */
export const GET = endpoint({ query: initQuery }, (context, { query }) =>
  checkoutInit(context.locals.session, query.isGuestCheckout?.toLowerCase() === 'true', context.locals.lang),
);
