import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The cargo sandbox: the companies the store ships and takes returns with, their branches, and the
// parcels with their tracking numbers. The fulfilment clock moves parcels; every item's own state
// is on order_lines and its history on order_item_events.

/** A cargo company. `type` is 'standard' (delivers and takes returns at its branches) or 'logistics' (large-volume collection by phone). */
export const cargoCompanies = pgTable('cargo_companies', {
  code: text('code').primaryKey(),
  type: text('type').notNull(),
  name: text('name').notNull(),
  logoUrl: text('logo_url').notNull(),
  /** Whether it collects returns from the shopper's address, where its service area covers it. */
  picksUpFromHome: boolean('picks_up_from_home').notNull().default(false),
  phone: text('phone'),
  isActive: boolean('is_active').notNull().default(true),
});

/** A branch where a return is handed over with its return code. */
export const cargoBranches = pgTable(
  'cargo_branches',
  {
    id: serial('id').primaryKey(),
    companyCode: text('company_code').notNull(),
    name: text('name').notNull(),
    cityId: integer('city_id').notNull(),
    districtId: integer('district_id').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
  },
  (t) => [index('cargo_branches_place_idx').on(t.cityId, t.districtId)],
);

/** A parcel: an order's items of one seller on their way to the shopper ('delivery') or back ('return'). */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    kind: text('kind').notNull(),
    sellerCode: text('seller_code').notNull(),
    companyCode: text('company_code').notNull(),
    trackingNumber: text('tracking_number').notNull().unique(),
    /** The day the shopper is told to expect it. */
    estimatedAt: timestamp('estimated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipments_order_idx').on(t.orderId)],
);

/** A scan of a parcel (accepted at a branch, in transit, at the delivery branch, out for delivery, delivered …). */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id').notNull(),
    /** A key of the orders namespace's tracking texts ('accepted', 'in_transit' …). */
    event: text('event').notNull(),
    place: text('place').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipment_events_shipment_idx').on(t.shipmentId, t.at)],
);
