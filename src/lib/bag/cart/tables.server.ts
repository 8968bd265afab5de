import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A cart: a member's (one per customer) or a guest's (named by the guest's session data). A guest
 * cart is merged into the member's on sign-in and then deleted.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id'),
    /** The shopper's campaign-usage preference: off, automatic campaigns are not applied. */
    useCampaigns: boolean('use_campaigns').notNull().default(true),
    /** Gift items packed separately (IsMultipleGiftPackage) rather than all together. */
    multipleGiftPackage: boolean('multiple_gift_package').notNull().default(false),
    /** The coupon applied to this cart, if any; its use is held in coupon_uses. */
    couponCode: text('coupon_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_customer_idx').on(t.customerId)],
);

/** One variant in a cart, with the price and stock it had when added, to report changes since. */
export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: integer('cart_id').notNull(),
    variantId: integer('variant_id').notNull(),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    isGift: boolean('is_gift').notNull().default(false),
    /** Sale price in kuruş when the line was added or last confirmed by the shopper. */
    seenPrice: integer('seen_price').notNull(),
    /** Stock when the line was added or last changed. */
    seenStock: integer('seen_stock').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.variantId] }), check('cart_lines_quantity_positive', sql`${t.quantity} > 0`)],
);

/** Products once added to a cart and removed since (cart history), newest first. */
export const cartHistory = pgTable(
  'cart_history',
  {
    cartId: integer('cart_id').notNull(),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productId] }), index('cart_history_recent_idx').on(t.cartId, t.removedAt)],
);

/** A read-only copy of a cart behind an unguessable link, for a digital stylist. */
export const cartShares = pgTable('cart_shares', {
  /** SHA-256 of the link's token; the token itself is only in the link. */
  tokenHash: text('token_hash').primaryKey(),
  cartId: integer('cart_id').notNull(),
  /** The lines as they were when shared (product, variant, quantity, gift flag). */
  lines: jsonb('lines').$type<{ productId: number; variantId: number; quantity: number; isGift: boolean }[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A request for a digital stylist to call back about a shared cart; queued outside advisors' hours. */
export const stylistTickets = pgTable(
  'stylist_tickets',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id').notNull(),
    shareTokenHash: text('share_token_hash').notNull(),
    customerId: integer('customer_id'),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    note: text('note'),
    /** When an advisor takes it up: now within hours, else the next opening. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stylist_tickets_cart_idx').on(t.cartId)],
);
