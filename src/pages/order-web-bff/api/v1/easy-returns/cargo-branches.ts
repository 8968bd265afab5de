import { cargoBranchList } from '@lib/orders/fulfilment/cargo.server';
import { cargoBranchesQuery } from '@lib/orders/fulfilment/cargo-schema';
import { endpoint } from '@lib/platform/http/api.server';

/** GET cargo branches (companyCode, cityId, districtId): where a return can be handed over. */
export const GET = endpoint({ query: cargoBranchesQuery }, async (_context, { query }) =>
  cargoBranchList(query.companyCode, query.cityId, query.districtId),
);
