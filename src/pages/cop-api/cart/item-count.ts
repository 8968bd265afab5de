import { cartCount } from '@lib/bag/cart/view.server';
import { endpoint } from '@lib/platform/http/api.server';

/** GET cart item count (shopping-journey 7): units in the session's cart, read by the header badge. */
export const GET = endpoint({}, async (context) => ({ cartItemCount: await cartCount(context.locals.session) }));
