import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Money going back: one refund per cancel or returned parcel, split into one part per instrument
// that paid (order_payments), each sent through that instrument's provider or rail.

/** A refund of some of an order's items. Its amount is the sum of its parts. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    /** The cancel or return request that caused it. */
    requestId: integer('request_id').notNull(),
    amount: integer('amount').notNull(),
    /** pending · completed (every part sent) · failed (a part needs an operator). */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refunds_order_idx').on(t.orderId), check('refunds_amount_positive', sql`${t.amount} >= 0`)],
);

/** What one instrument gets back of a refund. `instrument` is the order payment's, or 'imf_card' when it went to the return-balance card instead. */
export const refundParts = pgTable(
  'refund_parts',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id').notNull(),
    orderPaymentId: integer('order_payment_id').notNull(),
    instrument: text('instrument').notNull(),
    amount: integer('amount').notNull(),
    /** pending · sent · failed. */
    status: text('status').notNull().default('pending'),
    providerRef: text('provider_ref'),
    failureCode: text('failure_code'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('refund_parts_refund_idx').on(t.refundId), check('refund_parts_amount_positive', sql`${t.amount} > 0`)],
);
