import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A campaign rule the engine applies. The id matches the campaign page's campaignId where one
 * exists (src/content/campaigns), so the page and the discount describe the same offer.
 * kind: 'percent' | 'amount' (off a brand, category or department), 'buy_x_pay_y', 'threshold'
 * (amount off from a spend), 'coupon' (applies only with one of its coupons), 'payment' (a
 * payment method or card BIN condition, answered by the card campaign reply at checkout).
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey(),
    kind: text('kind').notNull(),
    nameTr: text('name_tr').notNull(),
    nameEn: text('name_en').notNull(),
    brandId: integer('brand_id'),
    categoryId: integer('category_id'),
    departmentId: integer('department_id'),
    /** Percent off (1–100) for percent, coupon and payment campaigns that take a share. */
    percent: integer('percent'),
    /** Kuruş off, for amount, threshold, coupon and payment campaigns that take a fixed sum. */
    amount: integer('amount'),
    buyQuantity: integer('buy_quantity'),
    payQuantity: integer('pay_quantity'),
    /** The lines' total (kuruş) the campaign needs before it applies. */
    minTotal: integer('min_total').notNull().default(0),
    paymentMethodCode: text('payment_method_code'),
    /** Card BIN prefixes (6 digits) a payment campaign accepts; empty means any card of the method. */
    binPrefixes: text('bin_prefixes').array().notNull().default([]),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Lower first: decides which automatic campaign a line takes when several fit. */
    priority: integer('priority').notNull().default(100),
  },
  (t) => [check('campaigns_percent_range', sql`${t.percent} is null or (${t.percent} between 1 and 100)`)],
);

/** A coupon code. A personal coupon belongs to one customer; a limit caps uses across everyone. */
export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    campaignId: integer('campaign_id').notNull(),
    customerId: integer('customer_id'),
    usageLimit: integer('usage_limit'),
    /** Uses held now (applied to a cart or spent by an order): the sum of coupon_uses, kept for the limit check. */
    used: integer('used').notNull().default(0),
    mobileOnly: boolean('mobile_only').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('coupons_within_limit', sql`${t.usageLimit} is null or ${t.used} <= ${t.usageLimit}`),
    check('coupons_used_positive', sql`${t.used} >= 0`),
  ],
);

/**
 * The ledger of coupon uses: one per cart holding the code, later tied to its order. A cart keeps its
 * id after an order, so only its current use (no order yet) is unique per code and cart; a use tied
 * to an order stays counted and never stands for the cart's next application.
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    cartId: integer('cart_id').notNull(),
    customerId: integer('customer_id'),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_uses_code_cart_idx').on(t.code, t.cartId).where(sql`${t.orderId} is null`),
    index('coupon_uses_code_idx').on(t.code),
  ],
);

/** The coupons a member has added to their account (a personal coupon is theirs from the start). */
export const customerCoupons = pgTable(
  'customer_coupons',
  {
    customerId: integer('customer_id').notNull(),
    code: text('code').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.code] })],
);

/** Loyalty points earned per 100 TL spent, by loyalty segment (the payment issue reuses it). */
export const loyaltyEarningRates = pgTable('loyalty_earning_rates', {
  segment: text('segment').primaryKey(),
  /** Points per 100 TL of the amount paid. */
  pointsPer100: integer('points_per_100').notNull(),
  /** The yearly net spend (whole lira) that reaches the segment. */
  threshold: integer('threshold').notNull().default(0),
  position: integer('position').notNull().default(0),
});
