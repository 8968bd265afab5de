import { asc, eq } from 'drizzle-orm';
import { customers } from '@lib/account/index.server';
import { loyaltyEarningRates } from '@lib/bag/index.server';
import { db } from '@lib/platform/index.server';
import { CREDITED_AFTER_DAYS, ENTRY_SEGMENT, pointsFor } from './rates';

/** What a purchase would earn: the points, the segment they are earned in, its rate and when they are credited. */
export interface PointInfo {
  Points: number;
  Segment: string;
  PointsPer100: number;
  CreditedAfterDays: number;
  IsGuest: boolean;
}

type SegmentRow = typeof loyaltyEarningRates.$inferSelect;

// Six rows that change with a release: read once per process.
let table: Promise<SegmentRow[]> | undefined;
/** The segments' rows (earning rate, yearly threshold), entry first. */
export function segmentRows(): Promise<SegmentRow[]> {
  table ??= db().then((database) => database.select().from(loyaltyEarningRates).orderBy(asc(loyaltyEarningRates.position)));
  table.catch(() => (table = undefined));
  return table;
}
const earningRates = async () => new Map((await segmentRows()).map((r) => [r.segment, r.pointsPer100]));

/** The points an amount paid (kuruş) earns for a customer (a guest: the entry segment's rate); the payment step reuses it. */
export async function earnedPoints(amountPaid: number, customerId: number | null): Promise<PointInfo> {
  let segment = ENTRY_SEGMENT as string;
  if (customerId != null) {
    const [row] = await (await db()).select({ segment: customers.loyaltySegment }).from(customers).where(eq(customers.id, customerId));
    segment = row?.segment ?? ENTRY_SEGMENT;
  }
  const rates = await earningRates();
  const pointsPer100 = rates.get(segment) ?? rates.get(ENTRY_SEGMENT) ?? 0;
  return {
    Points: pointsFor(amountPaid, pointsPer100),
    Segment: segment,
    PointsPer100: pointsPer100,
    CreditedAfterDays: CREDITED_AFTER_DAYS,
    IsGuest: customerId == null,
  };
}
