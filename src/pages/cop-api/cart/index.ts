import { cartQuery } from '@lib/cart/schema';
import { cartView } from '@lib/cart/view.server';
import { endpoint } from '@lib/http/api.server';

/** GET cart (isCheckoutPage): the lines grouped by seller, with the cart's flags. */
export const GET = endpoint({ query: cartQuery }, async (context) => (await cartView(context.locals.session, context.locals.lang)).cart);
