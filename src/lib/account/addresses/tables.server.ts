import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from '@lib/account/members/tables.server';

/**
 * A customer's saved addresses (at most 4, enforced when adding). Place names are kept as chosen.
 * At most one is the favourite: the database holds that rule, whatever runs in parallel.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    addressDescription: text('address_description').notNull(),
    name: text('name').notNull(),
    corporateName: text('corporate_name'),
    phone: text('phone').notNull(),
    countryId: integer('country_id').notNull().default(1),
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
    isFavorite: boolean('is_favorite').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_customer_idx').on(t.customerId),
    uniqueIndex('addresses_one_favorite_idx').on(t.customerId).where(sql`${t.isFavorite}`),
  ],
);
