import { cartQuery } from '@lib/bag';
import { cartView } from '@lib/bag/index.server';
import { endpoint } from '@lib/platform/index.server';

/** GET cart (isCheckoutPage): the lines grouped by seller, with the cart's flags. */
export const GET = endpoint({ query: cartQuery }, async (context) => (await cartView(context.locals.session, context.locals.lang)).cart);
