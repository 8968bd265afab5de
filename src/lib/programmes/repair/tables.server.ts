import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A repair booking made in the repair partner's frame: a past order item (or a description of an
 * item), the service, the drop-off store and day, and the reference the member quotes at the store.
 * Status: booked → cancelled. One booking per member and idempotency key.
 */
export const repairBookings = pgTable(
  'repair_bookings',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    customerId: integer('customer_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    orderLineId: integer('order_line_id'),
    /** What the item is: the order item's brand and name, or the member's description. */
    item: text('item').notNull(),
    service: text('service').notNull(),
    storeId: integer('store_id').notNull(),
    dropOffDate: date('drop_off_date').notNull(),
    status: text('status').notNull().default('booked'),
    lang: text('lang').notNull().default('tr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('repair_bookings_key_idx').on(t.customerId, t.idempotencyKey),
    index('repair_bookings_customer_idx').on(t.customerId, t.id),
  ],
);
