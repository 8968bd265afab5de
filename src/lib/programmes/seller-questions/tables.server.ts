import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A member's question to a marketplace seller about a product (from its page, or from an order),
 * and the seller's answer. The seller sandbox answers at `answerDueAt`; `seenAt` is set when the
 * member has seen the answer (notify-message-seen).
 */
export const sellerQuestions = pgTable(
  'seller_questions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    productId: integer('product_id').notNull(),
    sellerId: integer('seller_id').notNull(),
    orderNumber: text('order_number'),
    text: text('text').notNull(),
    lang: text('lang').notNull().default('tr'),
    answer: text('answer'),
    answerDueAt: timestamp('answer_due_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seller_questions_customer_idx').on(t.customerId, t.id), index('seller_questions_due_idx').on(t.answerDueAt)],
);
