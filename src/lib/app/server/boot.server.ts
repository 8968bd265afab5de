import { sql } from 'drizzle-orm';
import { env, closeDb, db, dbKind, exclusively, logger, setCommercialConsent, startOutbox } from '@lib/platform/index.server';
import { allowsCommercial } from '@lib/account/index.server';
import { isSeeded, seedDemo } from '@lib/app/seed/registry.server';
import { syncFromFiles } from '@lib/catalogue/index.server';
import { startPaymentSweep } from '@lib/orders/index.server';
import { startDataExports } from '../data-export/export.server';
import { releaseStartupMemory } from './memory.server';
import { maintainEvery, maintainNow, maintainSoon } from './statistics.server';
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
  // Seeded by this process rather than by the child, which leaves its folder vacuumed and analysed.
  let seededHere = false;
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
      seededHere = true;
    }
    seeded = true;
  });
  if (seeded) logger.info('demo data seeded');
  // The store's pages (not demo data): those the database lacks come from src/content's Markdown.
  await syncFromFiles();
  // PGlite runs no autovacuum (PostgreSQL's does this on its own): the store vacuums and analyses
  // itself, so visibility maps stay current (listing counts stay index-only scans) and the planner
  // has statistics. A database seeded by this process is analysed before the first request, or its
  // first plans would be made blind; otherwise (a restart, or a folder the seeding child left
  // vacuumed and analysed) that waits ten seconds, off the way to the first answer: 0.4 s of a
  // 3.5 s restart (docs/decisions/0051-start-time.md). While the store runs, both again every
  // quarter of an hour (statistics.server.ts).
  if ((await dbKind()) === 'pglite') {
    if (seededHere) await maintainNow(database);
    else maintainSoon(database);
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
