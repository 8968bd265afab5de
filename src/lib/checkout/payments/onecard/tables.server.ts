import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The OneCard sandbox's own records (a real loyalty provider keeps these on its side). Balances are
// kuruş (1 point = 1 TL = 100 kuruş) and always equal the sum of the card's ledger.

/**
 * A loyalty card: its number, the phone it is registered to and a keyed hash of its PIN. `status`
 * drives the gateway's answers: active · expired · inactive · limit_exceeded · otp_unreachable ·
 * points_locked. `customerId` set: the card is registered to that member and no one else may use it.
 */
export const oneCards = pgTable(
  'one_cards',
  {
    cardNo: text('card_no').primaryKey(),
    phone: text('phone').notNull(),
    pinHash: text('pin_hash').notNull(),
    status: text('status').notNull().default('active'),
    customerId: integer('customer_id'),
    balance: integer('balance').notNull().default(0),
    /** The most points one order may use, as the provider states it. */
    maxUsablePoints: integer('max_usable_points').notNull().default(1000),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('one_cards_balance_non_negative', sql`${t.balance} >= 0`), index('one_cards_customer_idx').on(t.customerId)],
);

/**
 * Every movement of a card's points: seed, spend (negative), reverse, refund, earn. `reference` is
 * unique, so a spend per order reference happens once; a spend row counts what was given back of it.
 */
export const oneCardLedger = pgTable(
  'one_card_ledger',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    delta: integer('delta').notNull(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    refunded: integer('refunded').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('one_card_ledger_reference_idx').on(t.reference), index('one_card_ledger_account_idx').on(t.account)],
);

/** The provider's token for a card a session proved (number, phone and PIN): what the checkout spends with. */
export const oneCardTokens = pgTable('one_card_tokens', {
  token: text('token').primaryKey(),
  cardNo: text('card_no').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A confirmation code sent to a card's phone for a use of points; only a keyed hash of the code is kept. */
export const oneCardCodes = pgTable(
  'one_card_codes',
  {
    id: text('id').primaryKey(),
    cardNo: text('card_no').notNull(),
    sessionHash: text('session_hash').notNull(),
    points: integer('points').notNull(),
    codeHash: text('code_hash').notNull(),
    tryCount: integer('try_count').notNull().default(0),
    maxTryCount: integer('max_try_count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    resendAt: timestamp('resend_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_card_codes_session_idx').on(t.sessionHash, t.createdAt)],
);

/**
 * Points an order earns, pending until `creditAt` (30 days after payment), then credited to the
 * card's ledger; void when the order is cancelled or returned first. One row per order.
 */
export const oneCardEarnings = pgTable(
  'one_card_earnings',
  {
    orderNumber: text('order_number').primaryKey(),
    cardNo: text('card_no').notNull(),
    /** kuruş */
    amount: integer('amount').notNull(),
    /** pending · credited · void */
    status: text('status').notNull().default('pending'),
    creditAt: timestamp('credit_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_card_earnings_due_idx').on(t.status, t.creditAt)],
);

/** A OneCard row. */
export type OneCard = typeof oneCards.$inferSelect;
