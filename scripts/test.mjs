// `npm test`: every suite in order, stopping at the first failure, then one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { findPostgresBin, startTempPostgres } from './pg-temp.mjs';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0 };
const started = Date.now();

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`  ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

function count(file, kind) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (kind === 'vitest') {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
  } else {
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
  }
}

const vitestArgs = (project, out, extra) => [
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${out}`,
  ...extra,
];
const vitest = (project, out, env, extra = []) => run(`vitest ${project}`, 'npx', vitestArgs(project, out, extra), env);

/**
 * A suite run beside the one in the foreground (spawnSync blocks this process's event loop, so the
 * child writes straight to a file, never to a pipe that would fill): its log is printed when it
 * ends, so the two never interleave. Resolves to whether it passed.
 */
function runBeside(title, command, args, env, log) {
  const t0 = Date.now();
  const fd = openSync(log, 'w');
  const child = spawn(command, args, { stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
  closeSync(fd);
  return new Promise((done) =>
    child.once('exit', (status) => {
      console.log(`\n▶ ${title} (ran beside the one before)`);
      console.log(readFileSync(log, 'utf8'));
      console.log(`  ${title}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      done(status === 0);
    }),
  );
}

// Several processes on one database is a PostgreSQL matter, and so are races: suites that bring up their own server on PostgreSQL: they run once, in the PostgreSQL pass.
const POSTGRES_ONLY = [
  ...[
    'platform-cluster.test.ts',
    'db-connection.test.ts',
    'orders/parallel.test.ts',
    'orders/one-bag.test.ts',
    'payments/three-d.test.ts',
    'giftcards/parallel.test.ts',
    'onecard/parallel.test.ts',
    'returns/returns.test.ts',
    'returns/uploads.test.ts',
    'returns/photo-settings.test.ts',
    'after-sales/parallel.test.ts',
  ].flatMap((file) => ['--exclude', `tests/api/${file}`]),
];

function finish(ok) {
  console.log(`\nAll suites took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

function step(ok, file, kind) {
  if (file) count(file, kind);
  if (!ok) finish(false);
}

step(run('format and lint (Biome)', 'npx', ['biome', 'ci', '.']));
step(run('dead code (knip)', 'npx', ['knip']));
step(run('type check', 'npx', ['astro', 'check']));
step(vitest('unit', `${results}/unit.json`), `${results}/unit.json`, 'vitest');
step(run('build', 'npx', ['astro', 'build']));
// The API suite on PostgreSQL (the one given, or a throwaway cluster when the server is installed)
// runs beside the one on PGlite: each pass mostly waits on its own server, one core each.
let postgres;
let apiOk = false;
let databaseUrl = process.env.TEST_DATABASE_URL;
const bin = databaseUrl ? undefined : findPostgresBin();
if (!databaseUrl && bin) {
  postgres = await startTempPostgres(bin);
  databaseUrl = postgres.url;
}
try {
  // The HTML check reads pages, not the database: once, in the PGlite pass, is enough.
  const pagesOnly = ['--exclude', 'tests/api/html-validity.test.ts'];
  const postgresPass = databaseUrl
    ? runBeside(
        'vitest api on PostgreSQL',
        'npx',
        vitestArgs('api', `${results}/api-postgres.json`, pagesOnly),
        { TEST_DATABASE_URL: databaseUrl },
        `${results}/api-postgres.log`,
      )
    : Promise.resolve(true);
  const pgliteOk = vitest('api', `${results}/api.json`, {}, POSTGRES_ONLY);
  const postgresOk = await postgresPass;
  count(`${results}/api.json`, 'vitest');
  if (databaseUrl) count(`${results}/api-postgres.json`, 'vitest');
  apiOk = pgliteOk && postgresOk;
} finally {
  postgres?.stop();
}
step(apiOk);
if (!databaseUrl) console.log('\n! PostgreSQL is not installed: the API suite ran on PGlite only (CI installs it).');

step(run('end-to-end (Chromium)', 'npx', ['playwright', 'test']), `${results}/e2e.json`, 'playwright');
finish(true);
