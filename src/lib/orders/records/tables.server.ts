import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StoredDiscount } from './discounts';

/**
 * An order. It is written once, whole, when the shopper pays (status payment_pending while the bank
 * answers or 3-D Secure runs), then moves to received (paid) or failed; the after-sales issue moves
 * it on. Amounts are kuruş. `owner` names who may see it ('c:<customerId>' or 'g:<session hash>'),
 * and with the checkout's idempotency key makes a repeated submission find the first order.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** What the shopper reads and types (order tracking, e-mails): unique, not guessable in sequence. */
    number: text('number').notNull().unique(),
    customerId: integer('customer_id'),
    owner: text('owner').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Contact for confirmations: the member's or the verified guest's. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    lang: text('lang').notNull(),
    isGuest: boolean('is_guest').notNull().default(false),
    /** payment_pending · received · failed (later issues: preparing, shipped … see orders/records/schema.ts). */
    status: text('status').notNull().default('payment_pending'),
    cartId: integer('cart_id'),
    paymentMethodCode: text('payment_method_code').notNull(),
    isPickup: boolean('is_pickup').notNull().default(false),
    pickupLocationId: integer('pickup_location_id'),
    isCarDelivery: boolean('is_car_delivery').notNull().default(false),
    /** Gift items packed together (true) or separately. */
    isSinglePackage: boolean('is_single_package').notNull().default(true),
    giftNote: text('gift_note'),
    /** The shipment note for the courier (AddressDescription of the order info). */
    shipmentNote: text('shipment_note'),
    orderNote: text('order_note'),
    linesTotal: integer('lines_total').notNull(),
    campaignDiscount: integer('campaign_discount').notNull().default(0),
    couponCode: text('coupon_code'),
    couponDiscount: integer('coupon_discount').notNull().default(0),
    /** A payment-method or card BIN campaign's discount, decided at payment. */
    paymentDiscount: integer('payment_discount').notNull().default(0),
    shippingFee: integer('shipping_fee').notNull().default(0),
    /** What the shopper pays over every instrument: the sum of order_payments' amounts. */
    total: integer('total').notNull(),
    installmentCount: integer('installment_count').notNull().default(1),
    /**
     * Each discount as the summary showed it (name and amount), for the confirmation and the
     * agreements; a campaign's carries its id, so a page reads its name in the page's language
     * (orders placed before the id was kept show the stored name).
     */
    discounts: jsonb('discounts').$type<StoredDiscount[]>().notNull().default([]),
    /** Loyalty points this order earns (credited 30 days after purchase by the loyalty issue). */
    earnedPoints: integer('earned_points').notNull().default(0),
    failureMessage: text('failure_message'),
    /** The checkout call's answer, replayed to a repeated submission with the same key. */
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_owner_key_idx').on(t.owner, t.idempotencyKey),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_pending_idx').on(t.createdAt).where(sql`${t.status} = 'payment_pending'`),
    // A cart's lines are one order's while it is being paid: a second checkout of the cart waits (CHECKOUT_IN_PROGRESS).
    uniqueIndex('orders_cart_pending_idx').on(t.cartId).where(sql`${t.status} = 'payment_pending'`),
    check('orders_total_positive', sql`${t.total} >= 0`),
  ],
);

/** One variant bought, with the names, seller and prices it had when ordered. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** Unit sale and list price, kuruş. */
    unitPrice: integer('unit_price').notNull(),
    listPrice: integer('list_price').notNull(),
    /** The line's campaign discount (the whole line, not per unit). */
    discount: integer('discount').notNull().default(0),
    campaignId: integer('campaign_id'),
    isGift: boolean('is_gift').notNull().default(false),
    isPromotion: boolean('is_promotion').notNull().default(false),
    /** A promotion product's main product: the two are cancelled and returned together. */
    mainProductId: integer('main_product_id'),
    sellerCode: text('seller_code').notNull(),
    sellerName: text('seller_name').notNull(),
    sellerType: integer('seller_type').notNull(),
    slug: text('slug').notNull(),
    brand: text('brand').notNull(),
    nameTr: text('name_tr').notNull(),
    nameEn: text('name_en').notNull(),
    shape: text('shape').notNull(),
    colour: text('colour').notNull(),
    size: text('size').notNull(),
    /** The item's own state (orders/records/items.ts ITEM_STATUS); moved only through moveItems. */
    status: text('status').notNull().default('received'),
    /** When the item reached its state (the fulfilment clock counts from here). */
    statusAt: timestamp('status_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was delivered: the return window counts from here. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * What the shopper paid for this line, kuruş: its price less its own and its share of the
     * order's discounts (refunds/allocate.ts). Filled at the first after-sales touch; a split line
     * shares it by quantity. Null until then.
     */
    paidAmount: integer('paid_amount'),
    /** The outbound parcel carrying it (fulfilment's shipments), once handed to the cargo company. */
    shipmentId: integer('shipment_id'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), check('order_lines_quantity_positive', sql`${t.quantity} > 0`)],
);

/** The shipping and billing address as they were when ordered (kind 'shipping' or 'billing'). */
export const orderAddresses = pgTable(
  'order_addresses',
  {
    orderId: integer('order_id').notNull(),
    kind: text('kind').notNull(),
    addressDescription: text('address_description').notNull(),
    name: text('name').notNull(),
    corporateName: text('corporate_name'),
    email: text('email'),
    phone: text('phone').notNull(),
    cityId: integer('city_id').notNull(),
    cityName: text('city_name').notNull(),
    districtId: integer('district_id').notNull(),
    districtName: text('district_name').notNull(),
    neighborhoodId: integer('neighborhood_id').notNull(),
    neighborhoodName: text('neighborhood_name').notNull(),
    addressText: text('address_text').notNull(),
    invoiceType: integer('invoice_type').notNull().default(1),
    citizenId: text('citizen_id'),
    taxNo: text('tax_no'),
    taxOffice: text('tax_office'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind] })],
);

/**
 * One payment instrument of an order with its amount (a card now; gift, return-balance and loyalty
 * cards, coins and wallets in the next issue). Refunds go back against these rows. A full card
 * number or security code is never here: only the masked number.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    /** credit_card, debit_card (later: card wallet, digital wallets, gift_card, imf_card, loyalty, coins). */
    instrument: text('instrument').notNull(),
    amount: integer('amount').notNull(),
    /** pending · authorised · failed (later: refunded, partly refunded). */
    status: text('status').notNull().default('pending'),
    /** The provider's transaction id (the sandbox bank's payment id). */
    providerRef: text('provider_ref'),
    maskedCard: text('masked_card'),
    cardBrand: text('card_brand'),
    bankCode: text('bank_code'),
    installmentCount: integer('installment_count').notNull().default(1),
    threeD: boolean('three_d').notNull().default(false),
    /** The bank's decline or 3-D failure code. */
    failureCode: text('failure_code'),
    refunded: integer('refunded').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderId),
    check('order_payments_amount_positive', sql`${t.amount} >= 0`),
    check('order_payments_refund_within', sql`${t.refunded} between 0 and ${t.amount}`),
  ],
);

/** The stock ledger: every unit taken by an order and given back by a failed payment or a cancel. */
export const stockMoves = pgTable(
  'stock_moves',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id').notNull(),
    orderId: integer('order_id'),
    /** Negative when taken, positive when given back. */
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_moves_variant_idx').on(t.variantId), index('stock_moves_order_idx').on(t.orderId)],
);

/** Every state an item reached, with when: the order detail's timeline. */
export const orderItemEvents = pgTable(
  'order_item_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    orderLineId: integer('order_line_id').notNull(),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_item_events_order_idx').on(t.orderId, t.at)],
);

/**
 * A guest's access to one order, granted after order number, e-mail and an SMS code (guest
 * tracking), for this session only and until it expires.
 */
export const orderGrants = pgTable(
  'order_grants',
  {
    sessionIdHash: text('session_id_hash').notNull(),
    orderId: integer('order_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionIdHash, t.orderId] })],
);
