// `npm run test:api:postgres -- [files] [vitest options]`: the API suite, or part of it, on
// PostgreSQL: the database in TEST_DATABASE_URL, or a throwaway cluster from Debian's packages.
import { spawnSync } from 'node:child_process';
import { findPostgresBin, startTempPostgres } from './pg-temp.mjs';

let url = process.env.TEST_DATABASE_URL;
const bin = url ? undefined : findPostgresBin();
if (!url && !bin) {
  console.error('PostgreSQL is not installed (apt-get install postgresql) and TEST_DATABASE_URL is not set.');
  process.exit(1);
}
const postgres = url ? undefined : await startTempPostgres(bin);
url ??= postgres.url;
let status = 1;
try {
  const args = ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)];
  status = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } }).status ?? 1;
} finally {
  postgres?.stop();
}
process.exit(status);
