import { sql } from 'drizzle-orm';
import { env } from '@lib/config/env.server';
import { db, dbKind, exclusively } from '@lib/db/client.server';
import { isSeeded, seedDemo } from '@lib/db/seed.server';
import { logger } from '@lib/log/logger.server';

let booted: Promise<void> | undefined;

async function run(): Promise<void> {
  const started = performance.now();
  const database = await db();
  // PGlite's first query is slow (about 2 s); pay it here rather than on a shopper's request.
  await database.execute(sql`select 1`);
  const { SEED_DEMO } = env();
  const wanted = SEED_DEMO === 'always' || (SEED_DEMO === 'auto' && (await dbKind()) === 'pglite');
  // Processes starting together on one PostgreSQL database seed one after the other; the later ones find it done.
  await exclusively(async () => {
    if (wanted && !(await isSeeded(database))) {
      await seedDemo(database);
      logger.info('demo data seeded');
    }
  });
  // PGlite runs no autovacuum: vacuum at start so visibility maps stay current and listing counts
  // stay index-only scans (PostgreSQL's autovacuum does this on its own).
  if ((await dbKind()) === 'pglite') await database.execute(sql`vacuum analyze`);
  logger.info({ ms: Math.round(performance.now() - started), db: await dbKind() }, 'database ready');
}

/** Opens, migrates, warms and seeds the database once; every request waits on the same promise. */
export function boot(): Promise<void> {
  booted ??= run();
  return booted;
}
