import { cartQuery } from '@lib/bag';
import { cartView } from '@lib/bag/index.server';
import { withCoins } from '@lib/checkout/index.server';
import { endpoint } from '@lib/platform/index.server';

/** GET cart (isCheckoutPage): the lines grouped by seller, with the cart's flags and a member's coins block. */
export const GET = endpoint({ query: cartQuery }, async ({ locals }) =>
  withCoins((await cartView(locals.session, locals.lang)).cart, locals.session),
);
