import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The durable outbox: every SMS and e-mail the store sends, written in the transaction of the change
 * that causes it and delivered afterwards by the sender (outbox/sender.server.ts). It keeps the
 * message as data (kind, language, facts); the templates render it at each attempt.
 */
export const outgoingMessages = pgTable(
  'outgoing_messages',
  {
    /** A UUID: the transports send it along (the e-mail's Message-ID), so a resend is recognisably the same message. */
    id: text('id').primaryKey(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    lang: text('lang', { enum: ['tr', 'en'] }).notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    commercial: boolean('commercial').notNull().default(false),
    /** The member a commercial message is for: their preferences are checked again when it is sent. */
    customerId: integer('customer_id'),
    /** What made it, once: a second enqueue with the same key is ignored (an order's confirmation). */
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'suppressed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** While sending: when another sender may take it over (this one died mid-send). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    provider: text('provider'),
    providerId: text('provider_id'),
    /** The provider's own code and words for the last failure, for the operator. */
    errorCode: text('error_code'),
    lastError: text('last_error'),
    /** SMS parts the text took, as the provider bills them. */
    segments: integer('segments'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outgoing_messages_dedupe_idx').on(t.dedupeKey),
    // The sender's one question: what is due. Sent and failed rows stay out of this index.
    index('outgoing_messages_due_idx').on(t.nextAttemptAt).where(sql`status in ('pending', 'sending')`),
    index('outgoing_messages_status_idx').on(t.status, t.createdAt),
  ],
);

/** Messages the sandbox transports received: the development outbox (/dev/outbox), what tests read. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** The outgoing message delivered: a second delivery of the same one is not kept twice. */
    messageId: text('message_id'),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    /** The SMS's text, or the e-mail's plain-text part. */
    body: text('body').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt), uniqueIndex('outbox_message_idx').on(t.messageId)],
);
