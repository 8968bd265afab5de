import { addToCart } from '@lib/bag/index.server';
import { addSchema } from '@lib/bag';
import { endpoint, ensureSessionOf } from '@lib/platform/index.server';

/** POST add (docs/behaviour/bag.md#cart): a variant into the session's cart; answers the new cartItemCount. */
export const POST = endpoint({ body: addSchema }, async (context, { body }) => addToCart(await ensureSessionOf(context), body));
