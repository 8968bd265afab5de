import type { Lang } from '@lib/platform';
import type { PickupLocation } from './schema';
import type { pickupLocations } from './tables.server';

/** A pickup store's row as the pickup calls, the checkout and the order confirmation answer it. */
export function toPickupLocation(row: typeof pickupLocations.$inferSelect, lang: Lang): PickupLocation {
  return {
    Id: row.id,
    Name: lang === 'en' ? row.nameEn : row.nameTr,
    CityID: row.cityId,
    CityName: row.cityName,
    DistrictName: row.districtName,
    NeighborhoodName: row.neighborhoodName,
    AddressText: row.addressText,
    Phone: row.phone,
    Hours: lang === 'en' ? row.hoursEn : row.hoursTr,
    IsCarDeliveryAvailable: row.carDelivery,
  };
}
