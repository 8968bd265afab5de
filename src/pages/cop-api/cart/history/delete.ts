import { deleteHistoryEntry } from '@lib/cart/history.server';
import { historyDeleteSchema } from '@lib/cart/schema';
import { endpoint } from '@lib/http/api.server';
import { sessionOf } from '@lib/http/caller.server';

/** POST history/delete { productId }: takes the product off the cart's history. */
export const POST = endpoint({ body: historyDeleteSchema }, async (context, { body }) =>
  deleteHistoryEntry(sessionOf(context), body.productId),
);
