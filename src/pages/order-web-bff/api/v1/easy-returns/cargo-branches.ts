import { cargoBranchList } from '@lib/orders/index.server';
import { cargoBranchesQuery } from '@lib/orders';
import { endpoint } from '@lib/platform/index.server';

/** GET cargo branches (companyCode, cityId, districtId): where a return can be handed over. */
export const GET = endpoint({ query: cargoBranchesQuery }, async (_context, { query }) =>
  cargoBranchList(query.companyCode, query.cityId, query.districtId),
);
