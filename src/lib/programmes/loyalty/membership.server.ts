import { and, eq, isNull } from 'drizzle-orm';
import { type Membership, type StoreMatch, customers } from '@lib/account/index.server';
import { now, db, type Db } from '@lib/platform/index.server';
import { oneCards } from '@lib/checkout/index.server';
import { ENTRY_SEGMENT, SEGMENT_HELD_DAYS } from '@lib/checkout';
import { storeCustomers } from './tables.server';

const DAY_MS = 86_400_000;

/** The store record of a phone that no account has joined yet; ask only once the phone is proven. */
export async function storeMatch(phone: string): Promise<StoreMatch | null> {
  const [row] = await (await db())
    .select()
    .from(storeCustomers)
    .where(and(eq(storeCustomers.phone, phone), isNull(storeCustomers.customerId)));
  return row ? { StoreName: row.storeName, HasCard: row.cardNo != null } : null;
}

/**
 * A new member joins The One: with their store record when their (proven) phone has one — its card
 * registered to them and its segment held for a year — else in the entry segment. The record is
 * claimed with a conditional update, so two registrations never share it.
 */
async function joinTheOne(customerId: number, phone: string): Promise<void> {
  await (await db()).transaction(async (tx) => {
    const [record] = await tx
      .update(storeCustomers)
      .set({ customerId, linkedAt: now() })
      .where(and(eq(storeCustomers.phone, phone), isNull(storeCustomers.customerId)))
      .returning();
    if (!record) {
      await setSegment(tx, customerId, ENTRY_SEGMENT, null);
      return;
    }
    if (record.cardNo) {
      await tx
        .update(oneCards)
        .set({ customerId })
        .where(and(eq(oneCards.cardNo, record.cardNo), isNull(oneCards.customerId)));
    }
    await setSegment(tx, customerId, record.segment, new Date(now().getTime() + SEGMENT_HELD_DAYS * DAY_MS));
  });
}

async function setSegment(tx: Db, customerId: number, segment: string, heldUntil: Date | null): Promise<void> {
  await tx.update(customers).set({ loyaltySegment: segment, segmentHeldUntil: heldUntil }).where(eq(customers.id, customerId));
}

/** The One as registration sees it: the store that knows a proven phone, and joining. */
export const theOneMembership: Membership = { storeMatch, join: joinTheOne };
