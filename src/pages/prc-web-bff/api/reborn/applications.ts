import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { listDemands } from '@lib/programmes/reborn/demands.server';
import { applicationsQuerySchema } from '@lib/programmes/reborn/schema';
import { demandView } from '@lib/programmes/reborn/views.server';

/** GET applications (limit ≤ 10, page from 1): the member's own, newest first, and their count. */
export const GET = endpoint({ query: applicationsQuerySchema }, async (context, { query }) => {
  const { list, totalCount } = await listDemands(customerIdOf(context), query.page, query.limit);
  return { list: list.map((row) => demandView(row, context.locals.t)), totalCount };
});
