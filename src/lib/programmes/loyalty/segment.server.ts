import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { customers } from '@lib/account/index.server';
import { now, db } from '@lib/platform/index.server';
import { orderPayments, orders } from '@lib/orders/index.server';
import { segmentRows } from '@lib/checkout/index.server';
import { SEGMENTS, type Segment, DEMO_THRESHOLDS, nextSegment, nextStep, SEGMENT_HELD_DAYS } from '@lib/checkout';

const DAY_MS = 86_400_000;
const isSegment = (value: string | null): value is Segment => SEGMENTS.includes(value as Segment);

/** The seeded thresholds by segment (whole lira); the demo figures until the table has its rows. */
async function thresholds(): Promise<Record<Segment, number>> {
  const rows = await segmentRows();
  const table = { ...DEMO_THRESHOLDS };
  for (const row of rows) if (isSegment(row.segment)) table[row.segment] = row.threshold;
  return table;
}

/** A member's net spend (kuruş) over the trailing year: what their paid orders took, less what was refunded. */
async function yearlySpend(customerId: number): Promise<number> {
  const since = new Date(now().getTime() - SEGMENT_HELD_DAYS * DAY_MS);
  const database = await db();
  // Two plain queries rather than a correlated subquery: inside sql`` a column of the outer table
  // can render unqualified and then bind to the inner table's column of the same name.
  const paid = await database
    .select({ id: orders.id, total: orders.total })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.status, 'received'), gte(orders.paidAt, since)));
  if (paid.length === 0) return 0;
  const [back] = await database
    .select({ refunded: sql<string>`coalesce(sum(${orderPayments.refunded}), 0)` })
    .from(orderPayments)
    .where(
      inArray(
        orderPayments.orderId,
        paid.map((order) => order.id),
      ),
    );
  const total = paid.reduce((sum, order) => sum + order.total, 0);
  return Math.max(0, total - Number(back?.refunded ?? 0));
}

/** Where a member stands in The One: segment, yearly spend, the next segment and the review date. */
export interface Standing {
  Segment: Segment;
  YearlySpend: number;
  HeldUntil: string | null;
  Next: { Segment: Segment; Missing: number } | null;
}

/**
 * Applies the segment rules to a member in the club (one with a segment) and saves a move; a member
 * outside the club (no segment) stays outside and answers null.
 */
export async function refreshSegment(customerId: number): Promise<Standing | null> {
  const database = await db();
  const [member] = await database
    .select({ segment: customers.loyaltySegment, heldUntil: customers.segmentHeldUntil })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!member || !isSegment(member.segment)) return null;
  const [spend, table] = await Promise.all([yearlySpend(customerId), thresholds()]);
  const current = { segment: member.segment, heldUntil: member.heldUntil };
  const next = nextSegment(current, spend, table, now());
  if (next !== current) {
    await database
      .update(customers)
      .set({ loyaltySegment: next.segment, segmentHeldUntil: next.heldUntil })
      .where(eq(customers.id, customerId));
  }
  return {
    Segment: next.segment,
    YearlySpend: spend,
    HeldUntil: next.heldUntil?.toISOString() ?? null,
    Next: nextStep(next.segment, spend, table),
  };
}
