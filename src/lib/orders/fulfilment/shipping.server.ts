import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { now, type Db, db } from '@lib/platform/index.server';
import { CANCELLABLE } from '@lib/orders/records/items';
import { lockLines, moveItemsIn } from '@lib/orders/records/items.server';
import { orderAddresses, orderLines } from '@lib/orders/records/tables.server';
import { addWorkingDays } from '@lib/orders/refunds/arrival';
import { HOME_CARGO_CODE, newTrackingNumber } from './cargo';
import { tellShopper } from './notify.server';
import { shipmentEvents, shipments } from './tables.server';
import { DELIVERY_ESTIMATE_WORKING_DAYS } from './timing';

/** Where an order's parcels go: its delivery city, or the store's hub for a pickup order. */
export async function destinationOf(run: Db, orderId: number): Promise<string> {
  const [address] = await run
    .select({ city: orderAddresses.cityName })
    .from(orderAddresses)
    .where(and(eq(orderAddresses.orderId, orderId), eq(orderAddresses.kind, 'shipping')));
  return address?.city ?? 'İstanbul';
}

/** Adds a scan to every parcel of an order of one kind. */
export async function scan(run: Db, orderId: number, kind: 'delivery' | 'return', event: string, place: string, at: Date): Promise<void> {
  const parcels = await run
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, kind)));
  if (parcels.length > 0) await run.insert(shipmentEvents).values(parcels.map(({ id }) => ({ shipmentId: id, event, place, at })));
}

/**
 * Hands what is still cancellable of an order to the cargo company: one parcel per seller with a
 * tracking number and a delivery estimate, under the lines' lock, so a racing cancel either took
 * an item first or finds it shipped. Answers how many items shipped.
 */
export async function shipOrder(orderId: number, at: Date = now()): Promise<number> {
  const moved = await (await db()).transaction(async (tx) => {
    await lockLines(tx, orderId);
    const lines = await tx
      .select({ id: orderLines.id, seller: orderLines.sellerCode })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, orderId), inArray(orderLines.status, [...CANCELLABLE])));
    const ids = await moveItemsIn(tx, { orderId, lineIds: lines.map((l) => l.id), from: CANCELLABLE, to: 'shipped', at });
    const place = await destinationOf(tx, orderId);
    for (const seller of new Set(lines.filter((l) => ids.includes(l.id)).map((l) => l.seller))) {
      const [parcel] = await tx
        .insert(shipments)
        .values({
          orderId,
          kind: 'delivery',
          sellerCode: seller,
          companyCode: HOME_CARGO_CODE,
          trackingNumber: newTrackingNumber(HOME_CARGO_CODE, randomInt),
          estimatedAt: addWorkingDays(at, DELIVERY_ESTIMATE_WORKING_DAYS),
          createdAt: at,
        })
        .returning({ id: shipments.id });
      if (!parcel) continue;
      await tx.insert(shipmentEvents).values({ shipmentId: parcel.id, event: 'accepted', place: 'İstanbul', at });
      const sellerLines = lines.filter((l) => l.seller === seller && ids.includes(l.id)).map((l) => l.id);
      await tx.update(orderLines).set({ shipmentId: parcel.id }).where(inArray(orderLines.id, sellerLines));
    }
    if (ids.length > 0) await scan(tx, orderId, 'delivery', 'in_transit', place, at);
    await tellShopper(tx, { orderId, status: 'shipped', lineIds: ids });
    return ids.length;
  });
  return moved;
}
