import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The sandbox card wallet's own records (docs/decisions/0021-card-wallet.md): what a real wallet provider keeps on
// its side. The store reaches them only through the provider interface (provider.ts).

/**
 * A wallet account, keyed by its user id: '90' and the 10-digit phone (docs/behaviour/payments.md#card-wallet).
 * `pin` is the sandbox account's wallet PIN (accounts the test phones drive to 5002/5015 ask for it).
 */
export const walletAccounts = pgTable('wallet_accounts', {
  userId: text('user_id').primaryKey(),
  restricted: boolean('restricted').notNull().default(false),
  pin: text('pin'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A wallet account linked to a store's member (the store id is 2: docs/behaviour/constants.md#money). */
export const walletLinks = pgTable(
  'wallet_links',
  {
    userId: text('user_id').notNull(),
    storeId: integer('store_id').notNull(),
    customerId: integer('customer_id').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] })],
);

/**
 * A saved card. The number is kept only sealed (AES-256-GCM: iv, tag and ciphertext in `sealed`),
 * with its masked form, BIN and bank for display; `fingerprint` (a keyed hash) finds the same card
 * added twice without reading it. `active` is false while the card waits for its one-time code.
 */
export const walletCards = pgTable(
  'wallet_cards',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    alias: text('alias').notNull(),
    maskedNumber: text('masked_number').notNull(),
    bin: text('bin').notNull(),
    bankCode: text('bank_code'),
    sealed: text('sealed').notNull(),
    fingerprint: text('fingerprint').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_cards_fingerprint_idx').on(t.userId, t.fingerprint),
    uniqueIndex('wallet_cards_alias_idx').on(t.userId, t.alias),
  ],
);

/**
 * A step waiting for the account holder: a one-time code (link, add a card) or the wallet PIN.
 * Only a keyed hash of the code is kept; one UPDATE counts a try and consumes it.
 */
export const walletChallenges = pgTable('wallet_challenges', {
  referenceNo: text('reference_no').primaryKey(),
  userId: text('user_id').notNull(),
  customerId: integer('customer_id').notNull(),
  /** link · add */
  operation: text('operation').notNull(),
  /** otp · pin */
  secret: text('secret').notNull(),
  cardId: integer('card_id'),
  codeHash: text('code_hash').notNull(),
  tryCount: integer('try_count').notNull().default(0),
  maxTryCount: integer('max_try_count').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

/**
 * Tokens the provider hands out: the wallet token of a checkout (kind token), the transaction token
 * of a chosen card and instalment count (kind transaction), and a 3-D order code (kind order_code).
 */
export const walletTokens = pgTable(
  'wallet_tokens',
  {
    token: text('token').primaryKey(),
    kind: text('kind').notNull(),
    userId: text('user_id').notNull(),
    customerId: integer('customer_id').notNull(),
    referenceNo: text('reference_no').notNull(),
    cardId: integer('card_id'),
    installmentCount: integer('installment_count').notNull().default(1),
    threeD: boolean('three_d').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('wallet_tokens_customer_idx').on(t.customerId)],
);

/** The store's log of wallet activity (POST log wallet activity: customerId, processDate, processType). */
export const walletActivity = pgTable(
  'wallet_activity',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    processDate: timestamp('process_date', { withTimezone: true }).notNull(),
    processType: text('process_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_activity_customer_idx').on(t.customerId)],
);
