// `npm run db:restore -- FILE [--to <folder or postgres:// URL>] [--force]`: a backup back into a
// stopped store's folder (PGLITE_DIR by default) or into an empty PostgreSQL database
// (DATABASE_URL by default). Refusals are one line and change nothing; docs/operating.md has more.
import { existsSync, readFileSync } from 'node:fs';
import { StartupError } from '@lib/platform/config/startup-error';
import { BackupRefused, restoreCommand } from '@lib/app/index.server';
import { startEnvironment } from './lib/start-env.mjs';

Object.assign(process.env, startEnvironment(process.env, existsSync('.env') ? readFileSync('.env', 'utf8') : undefined));
try {
  console.log(await restoreCommand(process.argv.slice(2)));
} catch (error) {
  if (!(error instanceof BackupRefused || error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
