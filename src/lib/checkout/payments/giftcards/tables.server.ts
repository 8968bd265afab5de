import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The sandbox issuer's cards (a real gift-card provider keeps these on its side): gift (treasure)
 * cards and return-balance (IMF) cards. A PIN and a security code are kept only as hashes. The
 * balance is stored for the conditional spend and always equals the sum of the card's ledger.
 */
export const storedCards = pgTable(
  'stored_cards',
  {
    id: serial('id').primaryKey(),
    /** gift_card · imf_card */
    kind: text('kind').notNull(),
    /** 16 digits. */
    number: text('number').notNull().unique(),
    pinHash: text('pin_hash'),
    securityCodeHash: text('security_code_hash'),
    /** The member's phone (10 digits) an IMF card belongs to; null for a gift card. */
    phone: text('phone'),
    /** active · inactive · expired */
    status: text('status').notNull().default('active'),
    /** Kuruş; never below zero (the check holds even if a spend's condition were lost). */
    balance: integer('balance').notNull().default(0),
    /** The most one order may use of this card (MaxGiftAmount / MaxIMFAmount), kuruş. */
    maxUse: integer('max_use').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_cards_phone_idx').on(t.phone), check('stored_cards_balance_check', sql`${t.balance} >= 0`)],
);

/**
 * Every movement of a card's balance, signed (load and reverse and refund add, spend takes). A
 * reference is spent once and reversed once: the unique indexes make a repeated or parallel call a
 * no-op rather than a second movement.
 */
export const storedCardLedger = pgTable(
  'stored_card_ledger',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => storedCards.id),
    /** load · spend · reverse · refund */
    entry: text('entry').notNull(),
    /** The store's reference (an order's `<number>:<kind>`, a return's reference). */
    reference: text('reference').notNull(),
    /** Signed kuruş. */
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stored_card_ledger_card_idx').on(t.cardId),
    uniqueIndex('stored_card_ledger_once_idx').on(t.entry, t.reference).where(sql`${t.entry} in ('load', 'spend', 'reverse')`),
    index('stored_card_ledger_reference_idx').on(t.reference),
  ],
);
