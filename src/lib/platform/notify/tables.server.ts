import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages kept by the sandbox notifier: the development outbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);
