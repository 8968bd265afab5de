import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/** A member's favourite product, with the variant (size) last chosen for it: null until a size is chosen. */
export const favourites = pgTable(
  'favourites',
  {
    customerId: integer('customer_id').notNull(),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] }), index('favourites_recent_idx').on(t.customerId, t.createdAt)],
);
