import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from '@lib/account/index.server';

/**
 * A member's requests for a copy of their data (KVKK article 11). The row stays as the record that
 * the member asked, after the file is purged; only a hash of the download link's token is kept.
 * `lease_until` is how long the process building the file holds it: a building row whose lease
 * ran out (its server stopped) is picked up again by the next process that looks.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    /** The member who asked; none once they deleted their account (the row stays as the record that they asked). */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** building | ready | failed | downloaded | expired. */
    status: text('status').notNull().default('building'),
    lang: text('lang').notNull().default('tr'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    tokenHash: text('token_hash'),
    /** The JSON file as built (text keeps its key order, jsonb would not); dropped once downloaded or expired. */
    file: text('file'),
    sizeBytes: integer('size_bytes'),
  },
  (t) => [
    index('data_exports_customer_idx').on(t.customerId, t.requestedAt),
    uniqueIndex('data_exports_token_idx').on(t.tokenHash),
    index('data_exports_status_idx').on(t.status),
    // One request building at a time per member, whatever runs in parallel.
    uniqueIndex('data_exports_one_building_idx').on(t.customerId).where(sql`${t.status} = 'building'`),
  ],
);
