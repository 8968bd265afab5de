import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every cookie choice made, as proof of consent (KVKK, GDPR art. 7(1)): what was allowed, under
 * which version of the cookie policy, and when. A visitor's record holds nothing else (no address,
 * no browser, no session); a member's names the member, so their data file can list it.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    /** 128 random bits, the receipt the shopper's browser is told. */
    receipt: text('receipt').primaryKey(),
    analytics: boolean('analytics').notNull(),
    marketing: boolean('marketing').notNull(),
    /** The live version number of the cookie policy page when the choice was recorded. */
    textVersion: integer('text_version').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    /** Only when a member was signed in. */
    customerId: integer('customer_id'),
  },
  (t) => [index('consent_records_customer_idx').on(t.customerId, t.recordedAt)],
);
