import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The store's staff who edit content: apart from shoppers, with a role each. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** 'editor' drafts and previews; 'publisher' may also publish, schedule and roll back. */
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_email_idx').on(t.email), check('staff_role', sql`${t.role} in ('editor', 'publisher')`)],
);

/** A staff member's signed-in session; the key is a hash of the cookie, never the cookie itself. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Idle expiry, pushed forward while the staff member works, never past absoluteUntil. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    absoluteUntil: timestamp('absolute_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId), index('staff_sessions_expires_idx').on(t.expiresAt)],
);
