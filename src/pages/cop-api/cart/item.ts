import { removeFromCart } from '@lib/bag/cart/change.server';
import { removeQuery } from '@lib/bag/cart/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';

/** DELETE item (variantId, source): removes a line; answers the new cartItemCount. */
export const DELETE = endpoint({ query: removeQuery }, async (context, { query }) =>
  removeFromCart(sessionOf(context), query.variantId, query.source),
);
