import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// A shopper's cancel or return of order items: one request, its items with their reasons, and for a
// return how the parcel goes back. Refunds (refunds/tables.server.ts) point at the request.

/**
 * A cancel or return request. A cancel is 'completed' at once (the items were not shipped); a
 * return is 'open' until its items arrive ('completed'), is withdrawn ('cancelled') or its return
 * code lapses ('expired'). `idempotencyKey` makes a repeated submission find the first request.
 */
export const afterSalesRequests = pgTable(
  'after_sales_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Return only: home_pickup · cargo_branch · other_cargo · large_volume. */
    shippingPreference: text('shipping_preference'),
    cargoCompanyCode: text('cargo_company_code'),
    /** Return only: where and when the courier collects (home pickup). */
    pickupAddress: jsonb('pickup_address').$type<{ cityId: number; districtId: number; neighborhoodId: number; addressText: string }>(),
    pickupDate: text('pickup_date'),
    returnCode: text('return_code'),
    returnCodeExpiresAt: timestamp('return_code_expires_at', { withTimezone: true }),
    /** The return parcel's tracking number (fulfilment's shipments). */
    trackingNumber: text('tracking_number'),
    /** A corporate order's return invoice (an upload id of the returns domain). */
    invoiceFileId: text('invoice_file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('after_sales_requests_key_idx').on(t.orderId, t.idempotencyKey),
    index('after_sales_requests_order_idx').on(t.orderId),
    check('after_sales_requests_kind', sql`${t.kind} in ('cancel', 'return')`),
  ],
);

/** One order line in a request, with the shopper's reason (and for a return, photos and condition). */
export const afterSalesItems = pgTable(
  'after_sales_items',
  {
    requestId: integer('request_id').notNull(),
    orderLineId: integer('order_line_id').notNull(),
    reasonId: integer('reason_id').notNull(),
    description: text('description'),
    /** Second-hand items: the condition the shopper declares. */
    productCondition: text('product_condition'),
    /** Upload ids of the reason's photos (1 to 4 when the reason asks for them). */
    photoIds: jsonb('photo_ids').$type<string[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('after_sales_items_line_idx').on(t.requestId, t.orderLineId),
    index('after_sales_items_line_only_idx').on(t.orderLineId),
  ],
);
