import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { type Env, env, logger, openEarly, runAsProduction } from '@lib/platform/index.server';
import { StartupError, startRefusals } from '@lib/platform';
import { refuseToStart } from '@lib/app/server/refuse-start.server';
import { seedFreshFolder } from '@lib/app/server/seed-child.server';
import { runPrimary } from './primary.server';
import { SERVER_ENTRY, workerCount } from './rules';

// `dist/server/entry.mjs`, built from this module (boot-integration.ts): what `npm start`,
// `npm run serve` and `node dist/server/entry.mjs` run. It reads the settings and either becomes
// the primary of several workers, or imports the store's server (the adapter's entry, SERVER_ENTRY),
// which boots and listens: in a single process, and in each worker, which runs this same file.
// It imports none of the store itself, so a primary holds a few tens of megabytes, not a store's worth.

/**
 * How many processes serve: WORKERS, or one per core, on PostgreSQL; one on the embedded database,
 * and then the start says why, once, when more were asked for.
 */
function processCount(settings: Env): number {
  const { count, heldBackFrom } = workerCount(settings.WORKERS, availableParallelism(), !settings.DATABASE_URL);
  if (heldBackFrom) {
    logger.info(
      { workers: count, asked: heldBackFrom },
      'one server process: the embedded database (PGlite) lives in this process, in its memory and its folder, and a second process cannot open it; with DATABASE_URL (PostgreSQL) WORKERS processes serve',
    );
  }
  return count;
}

let settings: Env;
try {
  settings = env();
} catch (error) {
  refuseToStart(error);
}
// A public store on a sandbox or a development switch stops here, every reason on its own line,
// before a worker is forked or the database opened (platform/config/sandboxes.ts, decision 0046).
const refusals = startRefusals(settings);
if (refusals.length > 0) refuseToStart(new StartupError(refusals.join('\n')));
// Before any worker is forked or the store's modules load: they inherit it.
runAsProduction();
const workers = cluster.isPrimary ? processCount(settings) : 1;
if (workers > 1) runPrimary(workers, settings.SHUTDOWN_TIMEOUT_SECONDS * 1000);
else {
  // The database's thread starts PGlite while the store's modules load, on the other core
  // (decision 0052): at once on a folder already made (or in memory), called here rather than
  // queued, because the import below reads and compiles the modules before anything queued runs
  // (0.5 s of a restart). A fresh folder is seeded first by a child process (seed-child.server.ts),
  // started before the modules load so both run at once, and opened once the child is done.
  // boot.server.ts awaits the same child and reports its failure; this handler only keeps that
  // failure from counting as unhandled meanwhile.
  openEarly();
  seedFreshFolder(settings).then(openEarly, () => undefined);
  // A URL built at run time: the bundler leaves it alone, and the server is the build's other entry.
  await import(new URL(`./${SERVER_ENTRY}`, import.meta.url).href);
}
