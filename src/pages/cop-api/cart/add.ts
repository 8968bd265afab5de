import { addToCart } from '@lib/cart/add.server';
import { addSchema } from '@lib/cart/schema';
import { endpoint } from '@lib/http/api.server';
import { ensureSessionOf } from '@lib/http/caller.server';

/** POST add (shopping-journey 7): a variant into the session's cart; answers the new cartItemCount. */
export const POST = endpoint({ body: addSchema }, async (context, { body }) => addToCart(await ensureSessionOf(context), body));
