import { and, desc, eq, inArray } from 'drizzle-orm';
import { passiveCityIds } from '@lib/account/index.server';
import { pickupLocations } from '@lib/checkout/index.server';
import { now, db } from '@lib/platform/index.server';
import { availableReturnDates } from '@lib/orders';
import type { Lang } from '@lib/platform';
import { orderLines, orders } from '@lib/orders/index.server';

// What the booking screen offers: the member's delivered items, the stores that take items in, and
// the days (the next working days, as for a home pickup).

/** An item of a past order the member may bring in. */
export interface RepairableItem {
  Id: number;
  Name: string;
  OrderNumber: string;
}

/** A store that takes items in for repair. */
export interface DropOffStore {
  Id: number;
  Name: string;
  City: string;
}

/** The member's delivered items, newest order first. */
export async function repairableItems(customerId: number, lang: Lang): Promise<RepairableItem[]> {
  const rows = await (await db())
    .select({ id: orderLines.id, brand: orderLines.brand, nameTr: orderLines.nameTr, nameEn: orderLines.nameEn, number: orders.number })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.customerId, customerId), inArray(orderLines.status, ['delivered'])))
    .orderBy(desc(orders.id), orderLines.id)
    .limit(50);
  return rows.map((row) => ({ Id: row.id, Name: `${row.brand} ${lang === 'en' ? row.nameEn : row.nameTr}`, OrderNumber: row.number }));
}

/** The active stores by city, as click and collect has them (none in a passive city). */
export async function dropOffStores(lang: Lang): Promise<DropOffStore[]> {
  const passive = passiveCityIds();
  const rows = await (await db())
    .select()
    .from(pickupLocations)
    .where(eq(pickupLocations.isActive, true))
    .orderBy(pickupLocations.cityName, pickupLocations.id);
  return rows
    .filter((row) => !passive.has(row.cityId))
    .map((row) => ({ Id: row.id, Name: lang === 'en' ? row.nameEn : row.nameTr, City: row.cityName }));
}

/** The days an item can be dropped off (YYYY-MM-DD). */
export function dropOffDates(): string[] {
  return availableReturnDates(now());
}
