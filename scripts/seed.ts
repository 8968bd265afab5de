// `npm run db:seed`: writes the demo data into the configured database (PGlite or DATABASE_URL).
// Safe to run again: every seeder is idempotent, and processes sharing a database take turns.
import { StartupError } from '@lib/platform/config/startup-error';
import { closeDb, db, exclusively } from '@lib/platform/db/client.server';
import { seedDemo } from '@lib/app/seed/registry.server';

try {
  const database = await db();
  await exclusively(() => seedDemo(database));
  await closeDb();
  console.log('Demo data is in place.');
} catch (error) {
  // A wrong setting, or the embedded database's folder in use by a running server: one line says which.
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
