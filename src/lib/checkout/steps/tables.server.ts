import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** A store where an order can be collected (click and collect), in a city of the service area. */
export const pickupLocations = pgTable(
  'pickup_locations',
  {
    id: serial('id').primaryKey(),
    nameTr: text('name_tr').notNull(),
    nameEn: text('name_en').notNull(),
    cityId: integer('city_id').notNull(),
    cityName: text('city_name').notNull(),
    districtId: integer('district_id').notNull(),
    districtName: text('district_name').notNull(),
    neighborhoodId: integer('neighborhood_id').notNull(),
    neighborhoodName: text('neighborhood_name').notNull(),
    addressText: text('address_text').notNull(),
    phone: text('phone').notNull(),
    /** Opening hours as shown, in each language. */
    hoursTr: text('hours_tr').notNull(),
    hoursEn: text('hours_en').notNull(),
    /** Whether the store brings the order to the shopper's car (IsCarDelivery). */
    carDelivery: boolean('car_delivery').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('pickup_locations_city_idx').on(t.cityId)],
);
