import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small key-value facts about the database itself, such as which demo seed it holds. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
