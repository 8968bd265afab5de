import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Registered members. E-mail is kept lower-cased and the phone as its 10 digits, both unique. */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    cellPhone: text('cell_phone').notNull(),
    genderId: integer('gender_id'),
    birthDate: date('birth_date', { mode: 'string' }),
    passwordHash: text('password_hash').notNull(),
    /** Set when the password must be changed at the next sign-in (forced change). */
    passwordFlagged: boolean('password_flagged').notNull().default(false),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customers_email_idx').on(t.email), uniqueIndex('customers_phone_idx').on(t.cellPhone)],
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
