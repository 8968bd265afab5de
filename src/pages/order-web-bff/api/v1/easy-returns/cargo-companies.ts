import { cargoCompanyList } from '@lib/orders/index.server';
import { cargoCompaniesQuery } from '@lib/orders';
import { endpoint } from '@lib/platform/index.server';

/** GET cargo companies (CargoCompanyType empty, CargoBranch or Logistics): type, code, name and logo. */
export const GET = endpoint({ query: cargoCompaniesQuery }, async (_context, { query }) =>
  cargoCompanyList(query.CargoCompanyType === '' ? undefined : query.CargoCompanyType === 'CargoBranch' ? 'standard' : 'logistics'),
);
