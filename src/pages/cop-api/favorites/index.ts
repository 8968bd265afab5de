import { listFavourites, removeFavourite } from '@lib/bag/index.server';
import { listQuery, removeFavouriteQuery } from '@lib/bag';
import { endpoint, customerIdOf } from '@lib/platform/index.server';

/** GET favourites (limit, offset, ts): a page of the member's list, newest first, with TotalCount. */
export const GET = endpoint({ query: listQuery }, (context, { query }) =>
  listFavourites(customerIdOf(context), context.locals.lang, query.limit, query.offset),
);

/** DELETE favourite (productId). */
export const DELETE = endpoint({ query: removeFavouriteQuery }, async (context, { query }) => {
  await removeFavourite(customerIdOf(context), query.productId);
  return { Succeed: true };
});
