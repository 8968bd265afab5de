import { and, eq, isNull, sql } from 'drizzle-orm';
import { customers } from '@lib/account/index.server';
import { DEMO_MEMBER_SEGMENT } from '@lib/bag';
import type { Seeder } from '@lib/platform';
import { loyaltyEarningRates } from '@lib/bag/index.server';
import { DEMO_RATES, SEGMENTS, DEMO_THRESHOLDS, SEGMENT_HELD_DAYS } from '@lib/checkout';

/** The earning rate and yearly threshold of each segment, and a segment for the demo member (only when none is set). */
export const loyaltySeeder: Seeder = {
  name: 'loyalty earning rates',
  async run(db) {
    for (const [position, segment] of SEGMENTS.entries()) {
      const row = { segment, pointsPer100: DEMO_RATES[segment], threshold: DEMO_THRESHOLDS[segment], position };
      await db.insert(loyaltyEarningRates).values(row).onConflictDoUpdate({ target: loyaltyEarningRates.segment, set: row });
    }
    await db
      .update(customers)
      .set({ loyaltySegment: DEMO_MEMBER_SEGMENT.segment, segmentHeldUntil: sql`now() + make_interval(days => ${SEGMENT_HELD_DAYS})` })
      .where(and(eq(customers.email, DEMO_MEMBER_SEGMENT.email), isNull(customers.loyaltySegment)));
  },
};
