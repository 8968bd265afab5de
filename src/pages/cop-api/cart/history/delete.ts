import { deleteHistoryEntry } from '@lib/bag/cart/history.server';
import { historyDeleteSchema } from '@lib/bag/cart/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';

/** POST history/delete { productId }: takes the product off the cart's history. */
export const POST = endpoint({ body: historyDeleteSchema }, async (context, { body }) =>
  deleteHistoryEntry(sessionOf(context), body.productId),
);
