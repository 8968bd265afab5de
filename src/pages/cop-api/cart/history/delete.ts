import { deleteHistoryEntry } from '@lib/bag/index.server';
import { historyDeleteSchema } from '@lib/bag';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/** POST history/delete { productId }: takes the product off the cart's history. */
export const POST = endpoint({ body: historyDeleteSchema }, async (context, { body }) =>
  deleteHistoryEntry(sessionOf(context), body.productId),
);
