import { cartCount } from '@lib/bag/index.server';
import { endpoint } from '@lib/platform/index.server';

/** GET cart item count (docs/behaviour/bag.md#cart): units in the session's cart, read by the header badge. */
export const GET = endpoint({}, async (context) => ({ cartItemCount: await cartCount(context.locals.session) }));
