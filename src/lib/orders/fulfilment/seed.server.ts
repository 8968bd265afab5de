import { cities, districts } from '@lib/account/index.server';
import type { Seeder } from '@lib/platform';
import { HOME_PICKUP_CITY_IDS } from './cargo';
import { cargoBranches, cargoCompanies } from './tables.server';

// The sandbox's cargo companies and their branches. Branch places are read from the locations
// module at seed time, so a branch's city and district always match the address data.

const COMPANIES = [
  { code: 'YK', type: 'standard', name: 'Yurtiçi Kargo', picksUpFromHome: true, phone: '4449999' },
  { code: 'AR', type: 'standard', name: 'Aras Kargo', picksUpFromHome: false, phone: '4442552' },
  { code: 'MNG', type: 'standard', name: 'MNG Kargo', picksUpFromHome: false, phone: '4440606' },
  { code: 'HRZ', type: 'logistics', name: 'Horoz Lojistik', picksUpFromHome: false, phone: '4443333' },
] as const;

/** Two branches of each standard company in the first districts of every home-pickup city. */
function branches() {
  return COMPANIES.filter((c) => c.type === 'standard').flatMap((company, c) =>
    HOME_PICKUP_CITY_IDS.flatMap((cityId) => {
      const city = cities().find((place) => place.Value === cityId);
      return districts(cityId)
        .slice(c, c + 2)
        .map((district, i) => ({
          companyCode: company.code,
          name: `${company.name} ${district.Text}`,
          cityId,
          districtId: district.Value,
          address: `${district.Text} Şube, Cumhuriyet Cad. No: ${10 + i * 7}, ${district.Text}/${city?.Text ?? ''}`,
          phone: `0212${String(4_000_000 + cityId * 1000 + c * 10 + i).slice(0, 7)}`,
        }));
    }),
  );
}

export const cargoSeeder: Seeder = {
  name: 'cargo',
  async run(db) {
    await db
      .insert(cargoCompanies)
      .values(COMPANIES.map((c) => ({ ...c, logoUrl: `/cargo/${c.code.toLowerCase()}.svg` })))
      .onConflictDoNothing();
    const existing = await db.select({ id: cargoBranches.id }).from(cargoBranches).limit(1);
    if (existing.length === 0) await db.insert(cargoBranches).values(branches());
  },
};
