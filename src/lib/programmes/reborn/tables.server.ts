import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Handover } from './rules';

/** A step of an application's history: the status it reached and when. */
export interface RebornEvent {
  status: string;
  at: string;
}

/**
 * A Reborn application (a demand): the member's details as they gave them, the item, the asked price
 * and how they want to be paid, then the consignment's course. Status: awaiting_approval (the
 * member's draft: the agreement and any code still due; the store's desk never lists it) →
 * in_review (approved: an application) → offered → accepted | rejected → sold → paid.
 * Prices are kuruş; the IBAN is kept for the transfer and shown masked.
 */
export const rebornDemands = pgTable(
  'reborn_demands',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').notNull().default('awaiting_approval'),
    /** The language the member applied in: what the messages about it are written in. */
    lang: text('lang').notNull().default('tr'),
    // How the item reaches the store sits beside the address it is collected from; applications made
    // before members chose have none, and were told to send the item (read as 'send').
    customer: jsonb('customer')
      .$type<{ name: string; surname: string; email: string; tckn: string; phone: string; addressId: number; handover?: Handover }>()
      .notNull(),
    categoryId: integer('category_id').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    color: text('color').notNull(),
    condition: text('condition').notNull(),
    orderOrInvoiceNumber: text('order_or_invoice_number').notNull().default(''),
    heightCm: text('height_cm').notNull(),
    widthCm: text('width_cm').notNull(),
    usageNote: text('usage_note').notNull().default(''),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
    checkboxes: jsonb('checkboxes').$type<string[]>().notNull(),
    price: integer('price').notNull(),
    paymentType: text('payment_type').notNull(),
    ratio: integer('ratio').notNull(),
    iban: text('iban'),
    recipientName: text('recipient_name'),
    otpRequired: integer('otp_required').notNull().default(0),
    otpVerifiedAt: timestamp('otp_verified_at', { withTimezone: true }),
    agreementAcceptedAt: timestamp('agreement_accepted_at', { withTimezone: true }),
    /** The price the store offers after its review (kuruş). */
    offerPrice: integer('offer_price'),
    /** What the member received: the payout (kuruş) and its trace (gift card number, transfer reference, donation receipt). */
    payout: integer('payout'),
    payoutReference: text('payout_reference'),
    history: jsonb('history').$type<RebornEvent[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reborn_demands_key_idx').on(t.customerId, t.idempotencyKey),
    index('reborn_demands_customer_idx').on(t.customerId, t.id),
  ],
);
