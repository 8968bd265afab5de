import { addToCart } from '@lib/bag/cart/add.server';
import { addSchema } from '@lib/bag/cart/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { ensureSessionOf } from '@lib/platform/http/caller.server';

/** POST add (shopping-journey 7): a variant into the session's cart; answers the new cartItemCount. */
export const POST = endpoint({ body: addSchema }, async (context, { body }) => addToCart(await ensureSessionOf(context), body));
