import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The partner coins app's sandbox records (the real app keeps these on its side). Balances are
// kuruş (1 coin = 1 TL) and always equal the sum of the wallet's ledger.

/**
 * A member's coins wallet with the app token it was linked by. `tokenStatus`: active · expired (the
 * app must be reconnected) · offline (the app cannot be reached: a connection error).
 */
export const coinsWallets = pgTable(
  'coins_wallets',
  {
    customerId: integer('customer_id').primaryKey(),
    appToken: text('app_token').notNull(),
    tokenStatus: text('token_status').notNull().default('active'),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('coins_wallets_balance_non_negative', sql`${t.balance} >= 0`), uniqueIndex('coins_wallets_token_idx').on(t.appToken)],
);

/** Every movement of a wallet's coins (seed, spend, reverse, refund); a spend per reference happens once. */
export const coinsLedger = pgTable(
  'coins_ledger',
  {
    id: serial('id').primaryKey(),
    account: integer('account').notNull(),
    delta: integer('delta').notNull(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    refunded: integer('refunded').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coins_ledger_reference_idx').on(t.reference), index('coins_ledger_account_idx').on(t.account)],
);
