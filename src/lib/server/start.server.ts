// Imported ahead of the standalone server (see boot-integration.ts): its top-level await keeps the
// server from listening until the database is migrated, warmed and seeded.
import { logger } from '../log/logger.server';
import { boot, closeOnSignals } from './boot.server';

closeOnSignals();
try {
  await boot();
} catch (error) {
  logger.fatal({ err: error }, 'the database could not be prepared; not starting');
  process.exit(1);
}
