import { historyPage } from '@lib/bag/index.server';
import { historyQuery } from '@lib/bag';
import { endpoint } from '@lib/platform/index.server';

/** GET history (limit, offset): { Items, TotalCount }, newest first. */
export const GET = endpoint({ query: historyQuery }, async (context, { query }) =>
  historyPage(context.locals.session, context.locals.lang, query.limit, query.offset),
);
