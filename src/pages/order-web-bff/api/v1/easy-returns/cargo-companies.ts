import { cargoCompanyList } from '@lib/fulfilment/cargo.server';
import { cargoCompaniesQuery } from '@lib/fulfilment/cargo-schema';
import { endpoint } from '@lib/http/api.server';

/** GET cargo companies (CargoCompanyType empty, CargoBranch or Logistics): type, code, name and logo. */
export const GET = endpoint({ query: cargoCompaniesQuery }, async (_context, { query }) =>
  cargoCompanyList(query.CargoCompanyType === '' ? undefined : query.CargoCompanyType === 'CargoBranch' ? 'standard' : 'logistics'),
);
