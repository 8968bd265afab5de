// `dist/server/seed.mjs`, built from this module (boot-integration.ts): the child process in which
// a starting server seeds the embedded database on disk (seed-place.ts says when). It opens and
// migrates the configured database, seeds it unless that is done, closes it (PGlite flushes its
// folder and drops the folder lock) and exits; the server then opens the seeded folder.
import { closeDb, db, dbKind, embedOnThisThread, exclusively } from '@lib/platform/index.server';
import { isSeeded, prepareDemoSeed, seedDemo } from '@lib/app/seed/registry.server';
import { syncFromFiles } from '@lib/catalogue/index.server';
import { refuseToStart } from './refuse-start.server';
import { maintainNow } from './statistics.server';

// The seed's statements run one after another: a database thread would only add a hop to each.
embedOnThisThread();
try {
  // The passwords' hashes are made on other threads while PGlite starts (initdb, on a fresh folder) and migrates.
  prepareDemoSeed();
  const database = await db();
  await exclusively(async () => {
    if (!(await isSeeded(database))) await seedDemo(database);
  });
  // The folder is left as a store would leave it: the store's pages from their files, vacuumed
  // and analysed. A server then opening it (or a copy of it, as the tests' stores do) has
  // nothing of either to do before its first answer (boot.server.ts).
  await syncFromFiles();
  if ((await dbKind()) === 'pglite') await maintainNow(database);
  await closeDb();
} catch (error) {
  // One line for a person (the folder in use), a logged fault otherwise; the server then stops too.
  refuseToStart(error);
}
