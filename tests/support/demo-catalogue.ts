import { afterAll, beforeAll } from 'vitest';
import type { Db } from '@lib/platform/db/client.server';

/**
 * The search tests' database: in-memory PGlite holding `count` demo products, opened before the
 * file's tests and closed after them. Its `db` is set once the file's tests run.
 */
export function demoCatalogue(count = 340): { db: Db } {
  const demo = {} as { db: Db };
  beforeAll(async () => {
    process.env.PGLITE_DIR = 'memory://';
    const { db } = await import('@lib/platform/db/client.server');
    const { writeCatalogue } = await import('@lib/catalogue/products/seed.server');
    demo.db = await db();
    await writeCatalogue(demo.db, count);
  }, 120_000);
  afterAll(async () => {
    const { closeDb } = await import('@lib/platform/db/client.server');
    await closeDb();
  });
  return demo;
}
