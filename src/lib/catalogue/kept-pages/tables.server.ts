import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One counter per kind of data kept pages show besides a product's own row ("catalogue": products
 * as listings show them, categories, brands, sellers). Triggers raise it in the transaction that
 * changes the data (drizzle/0019), so every process reads the change on its very next request.
 */
export const keptPageVersions = pgTable('kept_page_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
