import { and, eq, inArray } from 'drizzle-orm';
import { listAddresses, cities, districts } from '@lib/account/index.server';
import { db } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { orderAddresses, orderLines, type orders } from '@lib/orders/records/tables.server';
import { HOME_PICKUP_CITY_IDS, isHomePickupArea } from './cargo';
import { cargoCompanyList } from './cargo.server';
import type { CargoCompanyView } from './schema';

// Where a return can go back from: the cargo companies an order may use, and whether a member's
// addresses lie in the home-pickup service area. Guests get branch returns only (docs/behaviour/after-sales.md#return-shipping).

type Order = typeof orders.$inferSelect;

/** The companies an order's return may use: branch companies and the logistics firm; home pickup too for a member in the area. */
export async function availableCargoCompanies(order: Order, customerId: number | null, addressId?: number): Promise<CargoCompanyView[]> {
  const companies = await cargoCompanyList();
  const home =
    customerId != null && customerId === order.customerId && addressId !== undefined && (await homePickupAvailable(customerId, addressId));
  return companies
    .filter((c) => c.CargoCompanyType === 'logistics' || c.CargoCompanyType === 'standard')
    .map((c) => ({ ...c, PicksUpFromHome: c.PicksUpFromHome && home }));
}

/** Whether a member's saved address lies in the home-pickup service area. */
async function homePickupAvailable(customerId: number, addressId: number): Promise<boolean> {
  const address = (await listAddresses(customerId)).find((a) => a.ID === addressId);
  return address !== undefined && isHomePickupArea(address.CityID);
}

/** GET availability of return from home: for a member, each saved address (and the order's delivery address) with whether it is in the area. */
export async function returnHomeAvailability(order: Order, customerId: number | null, itemIds: readonly number[]) {
  if (customerId == null || customerId !== order.customerId) throw new DomainError('SESSION_TIMEOUT');
  const lines = await (await db())
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), inArray(orderLines.id, [...itemIds])));
  if (lines.length !== new Set(itemIds).size) throw new DomainError('ORDER_ITEM_NOT_FOUND_FOR_ORDER');
  const [delivery] = await (await db())
    .select({ cityId: orderAddresses.cityId })
    .from(orderAddresses)
    .where(and(eq(orderAddresses.orderId, order.id), eq(orderAddresses.kind, 'shipping')));
  const addresses = (await listAddresses(customerId)).map((a) => ({
    AddressId: a.ID,
    AddressDescription: a.AddressDescription,
    isSuitableReturnFromHome: isHomePickupArea(a.CityID),
  }));
  return { IsAvailable: delivery !== undefined && isHomePickupArea(delivery.cityId), Addresses: addresses };
}

/** The home-pickup service area as a tree: its cities with their districts (neighbourhoods come from the address calls). */
export function homePickupLocations() {
  return cities()
    .filter((city) => HOME_PICKUP_CITY_IDS.includes(city.Value))
    .map((city) => ({
      CityID: city.Value,
      CityName: city.Text,
      Districts: districts(city.Value).map((d) => ({ DistrictID: d.Value, DistrictName: d.Text })),
    }));
}
