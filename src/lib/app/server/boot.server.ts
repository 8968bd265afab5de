import { sql } from 'drizzle-orm';
import { env, closeDb, db, dbKind, exclusively, logger, setCommercialConsent, startOutbox } from '@lib/platform/index.server';
import { allowsCommercial } from '@lib/account/index.server';
import { isSeeded, seedDemo } from '@lib/app/seed/registry.server';
import { syncFromFiles } from '@lib/catalogue/index.server';
import { startPaymentSweep } from '@lib/orders/index.server';
import { startDataExports } from '../data-export/export.server';
import { releaseStartupMemory } from './memory.server';
import { analyseSoon, maintainEvery } from './statistics.server';
import { seedChild, seedFreshFolder, seedInChild } from './seed-child.server';
import { wantsDemo } from './seed-place';

let booted: Promise<void> | undefined;

async function run(): Promise<void> {
  const started = performance.now();
  const settings = env();
  const wanted = wantsDemo(settings);
  // A fresh folder is created, migrated and seeded by the child, and this process opens it done
  // (the launcher may have started the child already, while this process loaded its modules).
  let seeded = await seedFreshFolder(settings);
  let database = await db();
  // The first statement pays for what opening left undone (a few ms now; seconds on older PGlite): here, not on a shopper's request.
  await database.execute(sql`select 1`);
  // Processes starting together on one PostgreSQL database seed one after the other; the later ones find it done.
  await exclusively(async () => {
    if (!wanted || (await isSeeded(database))) return;
    const child = seedChild(settings);
    if (child) {
      // An older demo seed to top up: the child needs the folder, which one process opens at a time.
      await closeDb();
      await seedInChild(child);
      database = await db();
    } else {
      await seedDemo(database);
    }
    seeded = true;
  });
  if (seeded) logger.info('demo data seeded');
  // The store's pages (not demo data): those the database lacks come from src/content's Markdown.
  await syncFromFiles();
  // PGlite runs no autovacuum (PostgreSQL's does this on its own): vacuum at start so visibility
  // maps stay current and listing counts stay index-only scans, and refresh the planner's
  // statistics. A fresh seed is analysed before the first request, or its first plans would be
  // made blind; otherwise the statistics of the last run's writes can wait a few seconds, off the
  // way to the first answer: analysing every table took 0.2-0.7 s of a 4.4 s restart. While the
  // store runs, both again every quarter of an hour (statistics.server.ts).
  if ((await dbKind()) === 'pglite') {
    await database.execute(seeded ? sql`vacuum analyze` : sql`vacuum`);
    if (!seeded) analyseSoon(database);
    maintainEvery(database);
  }
  releaseStartupMemory();
  // Data files a stopped server left building are built now; old ones are purged from here on.
  startDataExports();
  // Messages a stopped or crashed store left in the outbox go out now; new ones as they are written.
  setCommercialConsent(allowsCommercial);
  await startOutbox();
  // Orders left waiting on a bank's page past PAYMENT_PENDING_MINUTES are abandoned on a timer.
  startPaymentSweep();
  logger.info({ ms: Math.round(performance.now() - started), db: await dbKind() }, 'database ready');
}

/** Opens, migrates, warms and seeds the database once; every request waits on the same promise. */
export function boot(): Promise<void> {
  booted ??= run();
  return booted;
}
