import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { pickupLocations } from '@lib/checkout/index.server';
import { db } from '@lib/platform/index.server';
import { DomainError, type Lang } from '@lib/platform';
import { BOOKINGS_SHOWN, type BookingInput, type BookingView, newReference } from './rules';
import { dropOffDates, dropOffStores, repairableItems } from './choices.server';
import { tellBooked } from './notify.server';
import { repairBookings } from './tables.server';

type Row = typeof repairBookings.$inferSelect;

async function storeName(storeId: number, lang: Lang): Promise<string> {
  const [store] = await (await db()).select().from(pickupLocations).where(eq(pickupLocations.id, storeId));
  return store ? (lang === 'en' ? store.nameEn : store.nameTr) : '';
}

async function view(row: Row, lang: Lang): Promise<BookingView> {
  return {
    Reference: row.reference,
    Item: row.item,
    Service: row.service,
    StoreName: await storeName(row.storeId, lang),
    DropOffDate: row.dropOffDate,
    Status: row.status,
  };
}

async function byKey(customerId: number, key: string): Promise<Row | undefined> {
  const [row] = await (await db())
    .select()
    .from(repairBookings)
    .where(and(eq(repairBookings.customerId, customerId), eq(repairBookings.idempotencyKey, key)));
  return row;
}

/** What the booking names: the member's own delivered item, or their description. */
async function itemOf(customerId: number, input: BookingInput, lang: Lang): Promise<{ lineId: number | null; item: string }> {
  if (input.OrderLineId === undefined) return { lineId: null, item: input.Description.trim() };
  const item = (await repairableItems(customerId, lang)).find((candidate) => candidate.Id === input.OrderLineId);
  if (!item) throw new DomainError('REPAIR_ITEM_NOT_FOUND');
  return { lineId: item.Id, item: item.Name };
}

/**
 * Books a repair for the member the frame's token named. The same idempotency key again answers the
 * first booking; another member's item is answered as missing; the store must take items in and the
 * day be one offered. The member is told by e-mail.
 */
export async function bookRepair(customerId: number, input: BookingInput, lang: Lang): Promise<BookingView> {
  const earlier = await byKey(customerId, input.IdempotencyKey);
  if (earlier) return view(earlier, lang);
  const { lineId, item } = await itemOf(customerId, input, lang);
  const store = (await dropOffStores(lang)).find((candidate) => candidate.Id === input.StoreId);
  if (!store) throw new DomainError('REPAIR_STORE_INVALID');
  if (!dropOffDates().includes(input.DropOffDate)) throw new DomainError('REPAIR_DATE_INVALID');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await (await db()).transaction(async (tx) => {
      const [made] = await tx
        .insert(repairBookings)
        .values({
          reference: newReference(randomInt),
          customerId,
          idempotencyKey: input.IdempotencyKey,
          orderLineId: lineId,
          item,
          service: input.Service,
          storeId: store.Id,
          dropOffDate: input.DropOffDate,
          lang,
        })
        .onConflictDoNothing()
        .returning();
      if (made) {
        await tellBooked(
          tx,
          customerId,
          { Reference: made.reference, Item: made.item, Service: made.service, StoreName: store.Name, DropOffDate: made.dropOffDate },
          lang,
        );
      }
      return made;
    });
    if (row) return view(row, lang);
    // A parallel call with the same key won: answer its booking. Otherwise the reference was taken.
    const raced = await byKey(customerId, input.IdempotencyKey);
    if (raced) return view(raced, lang);
  }
  throw new Error('no free repair reference');
}

/** The member's bookings, newest first. */
export async function bookingsOf(customerId: number, lang: Lang): Promise<BookingView[]> {
  const rows = await (await db())
    .select()
    .from(repairBookings)
    .where(eq(repairBookings.customerId, customerId))
    .orderBy(desc(repairBookings.id))
    .limit(BOOKINGS_SHOWN);
  return Promise.all(rows.map((row) => view(row, lang)));
}

/** Cancels the member's own booking (again: the same answer); anyone else's is answered as missing. */
export async function cancelBooking(customerId: number, reference: string, lang: Lang): Promise<BookingView> {
  const database = await db();
  const mine = and(eq(repairBookings.customerId, customerId), eq(repairBookings.reference, reference));
  await database
    .update(repairBookings)
    .set({ status: 'cancelled' })
    .where(and(mine, eq(repairBookings.status, 'booked')));
  const [row] = await database.select().from(repairBookings).where(mine);
  if (!row) throw new DomainError('REPAIR_BOOKING_NOT_FOUND');
  return view(row, lang);
}
