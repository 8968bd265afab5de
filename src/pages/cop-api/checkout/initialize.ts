import { checkoutInit } from '@lib/checkout/index.server';
import { initQuery } from '@lib/checkout';
import { endpoint } from '@lib/platform/index.server';

/** GET checkout initialisation (isGuestCheckout): CheckoutInit, or CART_EMPTY when there is nothing to buy. */
export const GET = endpoint({ query: initQuery }, (context, { query }) =>
  checkoutInit(context.locals.session, query.isGuestCheckout?.toLowerCase() === 'true', context.locals.lang),
);
