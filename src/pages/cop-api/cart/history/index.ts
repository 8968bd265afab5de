import { historyPage } from '@lib/bag/cart/history.server';
import { historyQuery } from '@lib/bag/cart/schema';
import { endpoint } from '@lib/platform/http/api.server';

/** GET history (limit, offset): { Items, TotalCount }, newest first. */
export const GET = endpoint({ query: historyQuery }, async (context, { query }) =>
  historyPage(context.locals.session, context.locals.lang, query.limit, query.offset),
);
