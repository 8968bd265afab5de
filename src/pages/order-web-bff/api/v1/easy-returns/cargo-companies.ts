import { cargoCompanyList } from '@lib/orders/fulfilment/cargo.server';
import { cargoCompaniesQuery } from '@lib/orders/fulfilment/cargo-schema';
import { endpoint } from '@lib/platform/http/api.server';

/** GET cargo companies (CargoCompanyType empty, CargoBranch or Logistics): type, code, name and logo. */
export const GET = endpoint({ query: cargoCompaniesQuery }, async (_context, { query }) =>
  cargoCompanyList(query.CargoCompanyType === '' ? undefined : query.CargoCompanyType === 'CargoBranch' ? 'standard' : 'logistics'),
);
