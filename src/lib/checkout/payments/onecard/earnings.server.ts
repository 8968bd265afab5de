import { and, eq, lte, sql } from 'drizzle-orm';
import { now, db } from '@lib/platform/index.server';
import { CREDITED_AFTER_DAYS } from '@lib/checkout/payments/onecard/rates';
import { POINT_VALUE } from '@lib/checkout/payments/tenders';
import { oneCardBook } from './book.server';
import { credit } from './ledger.server';
import { oneCardEarnings, oneCardLedger, oneCards } from './tables.server';

// Points an order earns (orders.earned_points, from the cart issue's earning rate) reach the card
// CREDITED_AFTER_DAYS after payment, and never when the order is cancelled or returned first.

const DAY_MS = 86_400_000;

/** The card an order's points go to: the member's registered card, else the card that paid part of it. */
async function cardForOrder(orderNumber: string, customerId: number | null): Promise<string | undefined> {
  const database = await db();
  if (customerId != null) {
    const [own] = await database.select({ cardNo: oneCards.cardNo }).from(oneCards).where(eq(oneCards.customerId, customerId));
    if (own) return own.cardNo;
  }
  const [used] = await database
    .select({ account: oneCardLedger.account })
    .from(oneCardLedger)
    .where(and(eq(oneCardLedger.reference, `${orderNumber}:loyalty`), eq(oneCardLedger.kind, 'spend')));
  return used?.account;
}

/** An order as its points need it: the orders area hands its row in (it sits above this one). */
export interface EarningOrder {
  number: string;
  status: string;
  earnedPoints: number;
  customerId: number | null;
  paidAt: Date | null;
}

/**
 * Records a paid order's earned points as pending on its card, credited CREDITED_AFTER_DAYS after
 * payment; once per order, and nothing when the order earns none or has no card. The lead calls it
 * where an order becomes paid.
 */
export async function recordOrderEarning(order: EarningOrder): Promise<void> {
  const database = await db();
  const orderNumber = order.number;
  if (order.status !== 'received' || order.earnedPoints <= 0) return;
  const cardNo = await cardForOrder(orderNumber, order.customerId);
  if (!cardNo) return;
  const paidAt = order.paidAt ?? now();
  await database
    .insert(oneCardEarnings)
    .values({
      orderNumber,
      cardNo,
      amount: order.earnedPoints * POINT_VALUE,
      creditAt: new Date(paidAt.getTime() + CREDITED_AFTER_DAYS * DAY_MS),
    })
    .onConflictDoNothing();
}

/**
 * Takes back the pending points of an order's cancelled or returned items: the earning keeps the
 * share of the order's points that `live` of `whole` kuruş of items still stands for, and is void
 * when nothing is left. Repeating it with the same figures changes nothing.
 */
export async function shrinkOrderEarning(order: Pick<EarningOrder, 'number' | 'earnedPoints'>, live: number, whole: number): Promise<void> {
  if (whole <= 0) return;
  const orderNumber = order.number;
  const kept = Math.floor((order.earnedPoints * POINT_VALUE * Math.max(0, live)) / whole);
  await (await db())
    .update(oneCardEarnings)
    .set(kept > 0 ? { amount: sql`least(${oneCardEarnings.amount}, ${kept})` } : { status: 'void' })
    .where(and(eq(oneCardEarnings.orderNumber, orderNumber), eq(oneCardEarnings.status, 'pending')));
}

/** Credits a card's pending points whose day has come (read lazily, when the card is looked at). */
export async function creditDueEarnings(cardNo: string): Promise<void> {
  const database = await db();
  const due = await database
    .select({ orderNumber: oneCardEarnings.orderNumber })
    .from(oneCardEarnings)
    .where(and(eq(oneCardEarnings.cardNo, cardNo), eq(oneCardEarnings.status, 'pending'), lte(oneCardEarnings.creditAt, now())));
  for (const { orderNumber } of due) {
    await database.transaction(async (tx) => {
      const [earning] = await tx
        .update(oneCardEarnings)
        .set({ status: 'credited' })
        .where(and(eq(oneCardEarnings.orderNumber, orderNumber), eq(oneCardEarnings.status, 'pending')))
        .returning();
      if (earning) await credit(tx, oneCardBook, cardNo, earning.amount, 'earn', `earn:${orderNumber}`);
    });
  }
}

/** A card's points still waiting to be credited (kuruş). */
export async function pendingEarnings(cardNo: string): Promise<number> {
  const rows = await (await db())
    .select({ amount: oneCardEarnings.amount })
    .from(oneCardEarnings)
    .where(and(eq(oneCardEarnings.cardNo, cardNo), eq(oneCardEarnings.status, 'pending')));
  return rows.reduce((sum, row) => sum + row.amount, 0);
}
