import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window counters (failed sign-ins per account and per address, code sends …). */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
