import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One counter per kind of data that kept values show ("catalogue": products as listings show them,
 * categories, brands, sellers, drizzle/0019; "content:<kind>": a publication of that kind,
 * drizzle/0024). Triggers raise it in the transaction that changes the data, so every process
 * reads the change on its very next request. The table keeps the name it was born with.
 */
export const versionCounters = pgTable('kept_page_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
