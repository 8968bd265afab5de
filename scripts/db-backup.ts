// `npm run db:backup`: a backup now. On PostgreSQL (DATABASE_URL) pg_dump writes it; on the
// embedded database the running store writes it (asked by a signal), or, when no store runs, this
// process opens the folder and writes it. Prints the new file's path; docs/operating.md has more.
import { existsSync, readFileSync } from 'node:fs';
import { StartupError } from '@lib/platform/config/startup-error';
import { backupCommand, BackupRefused } from '@lib/app/index.server';
import { startEnvironment } from './lib/start-env.mjs';

// The settings the store starts with: a .env file, then the real environment.
Object.assign(process.env, startEnvironment(process.env, existsSync('.env') ? readFileSync('.env', 'utf8') : undefined));
try {
  console.log(await backupCommand());
} catch (error) {
  if (!(error instanceof BackupRefused || error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
