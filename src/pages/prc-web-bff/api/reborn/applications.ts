import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { listDemands, demandView } from '@lib/programmes/index.server';
import { applicationsQuerySchema } from '@lib/programmes';

/** GET applications (limit ≤ 10, page from 1): the member's own, newest first, and their count. */
export const GET = endpoint({ query: applicationsQuerySchema }, async (context, { query }) => {
  const { list, totalCount } = await listDemands(customerIdOf(context), query.page, query.limit);
  return { list: list.map((row) => demandView(row, context.locals.t)), totalCount };
});
