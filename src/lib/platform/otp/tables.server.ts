import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One-time codes. Only a keyed hash of the code is stored; a code is bound to its purpose, target,
 * the issuing session and its own request id, and is spent by setting consumed_at.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    sessionHash: text('session_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    tryCount: integer('try_count').notNull().default(0),
    maxTryCount: integer('max_try_count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    resendAt: timestamp('resend_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('otp_codes_lookup_idx').on(t.purpose, t.target, t.sessionHash, t.createdAt),
    index('otp_codes_expires_idx').on(t.expiresAt),
  ],
);
