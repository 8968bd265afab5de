import { cartCount } from '@lib/bag/index.server';
import { endpoint } from '@lib/platform/index.server';

/** GET cart item count (shopping-journey 7): units in the session's cart, read by the header badge. */
export const GET = endpoint({}, async (context) => ({ cartItemCount: await cartCount(context.locals.session) }));
