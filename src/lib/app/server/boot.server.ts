import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { env, closeDb, db, dbKind, exclusively, logger, setCommercialConsent, startOutbox } from '@lib/platform/index.server';
import { StartupError } from '@lib/platform';
import { allowsCommercial } from '@lib/account/index.server';
import { isSeeded, seedDemo } from '@lib/app/seed/registry.server';
import { syncFromFiles } from '@lib/catalogue/index.server';
import { startPaymentSweep } from '@lib/orders/index.server';
import { startDataExports } from '../data-export/export.server';
import { releaseStartupMemory } from './memory.server';
import { SEED_ENTRY, seedPlace } from './seed-place';

let booted: Promise<void> | undefined;

/** The built seeding child (dist/server/seed.mjs) beside or above this chunk; none when run from source. */
function seedChildEntry(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  return [join(here, SEED_ENTRY), join(here, '..', SEED_ENTRY)].find((file) => existsSync(file));
}

/** Runs the seeding child with this process's settings; rejects when it fails, after its own output said why. */
function seedInChild(entry: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // The child inherits this process's environment (spawn's default): the same settings.
    const child = spawn(process.execPath, [entry], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new StartupError(`Seeding the demo data failed (${signal ?? `exit code ${code}`}); the lines above say why.`)),
    );
  });
}

/** The seeding child to run, when seed-place.ts sends the seed to one and it is built. */
function seedChild(kind: 'pglite' | 'postgres', folder: string): string | undefined {
  const childEntry = seedChildEntry();
  return seedPlace({ kind, inMemory: folder.startsWith('memory://'), childEntry }) === 'child' ? childEntry : undefined;
}

async function run(): Promise<void> {
  const started = performance.now();
  const { SEED_DEMO, DATABASE_URL, PGLITE_DIR } = env();
  const kind = DATABASE_URL ? 'postgres' : 'pglite';
  const wanted = SEED_DEMO === 'always' || (SEED_DEMO === 'auto' && kind === 'pglite');
  const child = wanted ? seedChild(kind, PGLITE_DIR) : undefined;
  let seeded = false;
  // A fresh folder is created, migrated and seeded by the child, and this process opens it done.
  if (child && !existsSync(join(resolve(PGLITE_DIR), 'PG_VERSION'))) {
    await seedInChild(child);
    seeded = true;
  }
  let database = await db();
  // PGlite's first query is slow (about 2 s); pay it here rather than on a shopper's request.
  await database.execute(sql`select 1`);
  // Processes starting together on one PostgreSQL database seed one after the other; the later ones find it done.
  await exclusively(async () => {
    if (!wanted || (await isSeeded(database))) return;
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
  // PGlite runs no autovacuum: vacuum at start so visibility maps stay current and listing counts
  // stay index-only scans (PostgreSQL's autovacuum does this on its own).
  if ((await dbKind()) === 'pglite') await database.execute(sql`vacuum analyze`);
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
