import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Banner ads' counted events (impressions and clicks), one row per ad and kind of event. */
export const adEvents = pgTable(
  'ad_events',
  {
    adId: text('ad_id').notNull(),
    event: text('event').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('ad_events_idx').on(t.adId, t.event)],
);
