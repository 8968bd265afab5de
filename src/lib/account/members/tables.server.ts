import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Registered members. E-mail is kept lower-cased and the phone as its 10 digits. `email` and
 * `cell_phone` are the verified contacts, unique, the ones to sign in with (null when the member has
 * none verified); a contact saved "verify later" waits in `pending_*`, claims nothing and blocks no
 * one, and becomes the verified one when its code is answered (docs/decisions/0009).
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    cellPhone: text('cell_phone'),
    pendingEmail: text('pending_email'),
    pendingPhone: text('pending_phone'),
    genderId: integer('gender_id'),
    birthDate: date('birth_date', { mode: 'string' }),
    passwordHash: text('password_hash').notNull(),
    /** Set when the password must be changed at the next sign-in (forced change). */
    passwordFlagged: boolean('password_flagged').notNull().default(false),
    /** The loyalty club segment (white, beige, gold …); null when the member has none yet. */
    loyaltySegment: text('loyalty_segment'),
    /** Until when the segment is held before its yearly review (src/lib/checkout/payments/onecard/segments.ts); null: no review due. */
    segmentHeldUntil: timestamp('segment_held_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_email_idx').on(t.email),
    uniqueIndex('customers_phone_idx').on(t.cellPhone),
    index('customers_pending_email_idx').on(t.pendingEmail),
    index('customers_pending_phone_idx').on(t.pendingPhone),
  ],
);

/** Communication preferences: one row per customer and CommunicationType (1, 2, 3). */
export const communicationPreferences = pgTable(
  'communication_preferences',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    communicationType: integer('communication_type').notNull(),
    preference: boolean('preference').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.communicationType] }), index('communication_preferences_customer_idx').on(t.customerId)],
);
