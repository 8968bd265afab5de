import { removeFromCart } from '@lib/bag/index.server';
import { removeQuery } from '@lib/bag';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/** DELETE item (variantId, source): removes a line; answers the new cartItemCount. */
export const DELETE = endpoint({ query: removeQuery }, async (context, { query }) =>
  removeFromCart(sessionOf(context), query.variantId, query.source),
);
