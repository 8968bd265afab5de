import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@lib/platform/index.server';
import type { Seeder } from '@lib/platform';
import { brandRows, categoryRows, generateCatalogue, sellerRows } from './demo/generate';
import { brands, categories, products, sellers, variants } from './tables.server';

/** Products in the demo catalogue (issue 3 asks for at least 300). */
export const DEMO_PRODUCT_COUNT = 340;
const CHUNK = 500;

async function insertChunks(db: Db, table: PgTable, rows: readonly object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .onConflictDoNothing();
  }
}

/** Moves each id sequence past the explicit ids the generator wrote. */
async function syncSequences(db: Db): Promise<void> {
  for (const table of ['brands', 'sellers', 'categories', 'products', 'variants']) {
    await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 1))`));
  }
}

/** Writes a generated catalogue of `count` products; the demo seed and the benchmark share it. */
export async function writeCatalogue(db: Db, count: number): Promise<void> {
  const catalogue = generateCatalogue(count);
  await insertChunks(db, brands, brandRows());
  await insertChunks(db, sellers, sellerRows());
  await insertChunks(db, categories, categoryRows().rows);
  await insertChunks(db, products, catalogue.products);
  await insertChunks(db, variants, catalogue.variants);
  await syncSequences(db);
}

export const catalogSeeder: Seeder = {
  name: 'catalog',
  run: (db) => writeCatalogue(db, DEMO_PRODUCT_COUNT),
};
