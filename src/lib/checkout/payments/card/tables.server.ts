import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A bank that issues cards: its logo and the instalment plan it offers (count → total markup in permille). */
export const banks = pgTable('banks', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** The card programme name shoppers know (Bonus, World, Axess, Maximum …). */
  programme: text('programme').notNull(),
  /** File name of the logo under /images/banks. */
  logo: text('logo').notNull(),
  /** Instalment counts offered, each with its total markup in permille (0: interest-free). */
  plans: jsonb('plans').$type<{ count: number; markupPermille: number }[]>().notNull(),
  /** Extra instalments the bank adds on its own (the "+N instalments" text), or 0. */
  plusInstallments: integer('plus_installments').notNull().default(0),
  /** Whether the bank runs 3-D Secure at all (a bank without it cannot verify a card by code). */
  threeDSecure: boolean('three_d_secure').notNull().default(true),
});

/** A BIN range: the first 6 digits of a card, its bank, scheme (visa, mastercard, amex, troy) and type. */
export const cardBins = pgTable(
  'card_bins',
  {
    bin: text('bin').primaryKey(),
    bankCode: text('bank_code').notNull(),
    scheme: text('scheme').notNull(),
    /** credit or debit: a debit card takes no instalments. */
    cardType: text('card_type').notNull(),
    /** Whether the bank asks for 3-D Secure on every payment with this card. */
    forceThreeD: boolean('force_three_d').notNull().default(false),
  },
  (t) => [index('card_bins_bank_idx').on(t.bankCode)],
);

/**
 * The sandbox bank's own record of each payment it was asked for (a real bank keeps this on its
 * side). `reference` is the store's order reference: the bank authorises one reference once, so a
 * repeated request answers the first outcome rather than charging twice.
 */
export const bankPayments = pgTable(
  'bank_payments',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    amount: integer('amount').notNull(),
    installmentCount: integer('installment_count').notNull(),
    maskedCard: text('masked_card').notNull(),
    bankCode: text('bank_code'),
    /** approved · declined · awaiting_3d · 3d_failed · cancelled · refunded */
    status: text('status').notNull(),
    /** The bank's answer code (00 approved; 51 insufficient funds …). */
    code: text('code').notNull(),
    /** The one-time code the 3-D page shows (sandbox only: a real bank sends it by SMS). */
    threeDCode: text('three_d_code'),
    threeDTries: integer('three_d_tries').notNull().default(0),
    returnUrl: text('return_url'),
    refunded: integer('refunded').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('bank_payments_status_idx').on(t.status)],
);
