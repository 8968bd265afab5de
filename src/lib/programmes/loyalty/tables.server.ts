import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Shoppers known from a store purchase (the stores' till records): their phone, name, store, The
 * One card and segment. Registering online with the same phone, once the phone is proven by its
 * code, joins the record to the new account (`customerId`), card and segment included.
 */
export const storeCustomers = pgTable('store_customers', {
  phone: text('phone').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  storeName: text('store_name').notNull(),
  cardNo: text('card_no'),
  segment: text('segment').notNull(),
  customerId: integer('customer_id'),
  linkedAt: timestamp('linked_at', { withTimezone: true }),
});
