import { cartQuery } from '@lib/bag/cart/schema';
import { cartView } from '@lib/bag/cart/view.server';
import { endpoint } from '@lib/platform/http/api.server';

/** GET cart (isCheckoutPage): the lines grouped by seller, with the cart's flags. */
export const GET = endpoint({ query: cartQuery }, async (context) => (await cartView(context.locals.session, context.locals.lang)).cart);
