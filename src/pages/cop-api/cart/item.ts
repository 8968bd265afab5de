import { removeFromCart } from '@lib/cart/change.server';
import { removeQuery } from '@lib/cart/schema';
import { endpoint } from '@lib/http/api.server';
import { sessionOf } from '@lib/http/caller.server';

/** DELETE item (variantId, source): removes a line; answers the new cartItemCount. */
export const DELETE = endpoint({ query: removeQuery }, async (context, { query }) =>
  removeFromCart(sessionOf(context), query.variantId, query.source),
);
