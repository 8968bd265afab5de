import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A basket item of a payment: iyzico's transaction of it (refunds name it), what it was paid and what it had back (kuruş). */
export interface IyzicoItem {
  itemId: string;
  transactionId: string | null;
  paid: number;
  refunded: number;
}

/** One refund call of a refund: the item's transaction, the kuruş, and how the call ended. */
export interface IyzicoRefundPart {
  itemId: string;
  transactionId: string;
  amount: number;
  state: 'pending' | 'done' | 'failed' | 'unknown';
}

/**
 * The store's record of each payment it asked iyzico for (docs/decisions/0045-iyzico.md), keyed by
 * the store's reference: inserted before iyzico is called, so one reference is charged once. Never
 * more of the card than its masked number; the 3-D page's HTML only until it is served or settled.
 */
export const iyzicoPayments = pgTable(
  'iyzico_payments',
  {
    /** A random id of this attempt: the transaction id while iyzico has given no paymentId. */
    id: text('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    /** authorising · awaiting_3d · completing · approved · declined · cancelled · refunded · unknown */
    state: text('state').notNull(),
    /** iyzico's paymentId: the transaction id the store keeps on the order once there is one. */
    paymentId: text('payment_id').unique(),
    /** The unguessable id of the 3-D page's path on this site. */
    pageId: text('page_id').unique(),
    /** iyzico's threeDSHtmlContent (base64) until the page is served or the payment settles. */
    threeDHtml: text('three_d_html'),
    threeD: boolean('three_d').notNull(),
    amount: integer('amount').notNull(),
    installmentCount: integer('installment_count').notNull(),
    maskedCard: text('masked_card').notNull(),
    scheme: text('scheme').notNull(),
    /** The store's bank code (banks.code) when the store knows iyzico's bank. */
    bankCode: text('bank_code'),
    lang: text('lang').notNull(),
    /** The shopper's address, which iyzico asks of a cancel or refund too. */
    buyerIp: text('buyer_ip').notNull(),
    items: jsonb('items').$type<IyzicoItem[]>().notNull(),
    /** The decline's code (the store's where one fits, else iyzico's) and iyzico's message for an unknown one. */
    code: text('code'),
    description: text('description'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('iyzico_payments_state_idx').on(t.state)],
);

/** Each refund of a payment by the store's refund reference: a repeat of a reference gives nothing back twice. */
export const iyzicoRefunds = pgTable(
  'iyzico_refunds',
  {
    id: text('id').primaryKey(),
    paymentRow: text('payment_row').notNull(),
    reference: text('reference').notNull(),
    amount: integer('amount').notNull(),
    /** cancel (iyzico's same-day cancel of the whole payment) or refund (item by item). */
    kind: text('kind').notNull(),
    /** sending · done · failed · unknown (a call went unanswered: left for the operator, never sent again). */
    state: text('state').notNull(),
    parts: jsonb('parts').$type<IyzicoRefundPart[]>().notNull(),
    code: text('code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('iyzico_refunds_reference_idx').on(t.paymentRow, t.reference)],
);
