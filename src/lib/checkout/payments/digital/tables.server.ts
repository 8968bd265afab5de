import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox digital providers' own record of each payment session (a real GarantiPay or PayPal
 * keeps this on its side). `reference` is the store's order number: a provider starts one session
 * per reference, so a repeated start answers the first session rather than a second charge.
 */
export const digitalSessions = pgTable(
  'digital_sessions',
  {
    id: text('id').primaryKey(),
    /** garanti_pay · paypal */
    provider: text('provider').notNull(),
    reference: text('reference').notNull().unique(),
    amount: integer('amount').notNull(),
    /** awaiting · approved · cancelled · declined · expired · refunded */
    status: text('status').notNull(),
    /** Empty while awaiting; '00' approved; else the catalogue code of the refusal. */
    code: text('code').notNull().default(''),
    /** Log-in tries on the provider's page (PayPal): the page token binds a post to the try it was shown for. */
    tries: integer('tries').notNull().default(0),
    /** The provider account that paid (PayPal's e-mail); null for GarantiPay or before approval. */
    payer: text('payer'),
    refunded: integer('refunded').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('digital_sessions_status_idx').on(t.status)],
);

/** A provider switched off in the sandbox (its outage): starting a payment with it fails. No row: available. */
export const digitalOutages = pgTable('digital_outages', {
  provider: text('provider').primaryKey(),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});
