// `npm test`: every suite in order, stopping at the first failure, then one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

const vitest = (project, out, env, extra = []) =>
  run(
    `vitest ${project}${env?.TEST_DATABASE_URL ? ' on PostgreSQL' : ''}`,
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${out}`, ...extra],
    env,
  );

// Several processes on one database is a PostgreSQL matter, and so are races: suites that bring up their own server on PostgreSQL: they run once, in the PostgreSQL pass.
const POSTGRES_ONLY = [
  ...[
    'platform-cluster.test.ts',
    'db-connection.test.ts',
    'orders/parallel.test.ts',
    'payments/three-d.test.ts',
    'giftcards/parallel.test.ts',
    'onecard/parallel.test.ts',
    'returns/returns.test.ts',
    'returns/uploads.test.ts',
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
step(vitest('api', `${results}/api.json`, {}, POSTGRES_ONLY), `${results}/api.json`, 'vitest');

// The API suite again on PostgreSQL: the one given, or a throwaway cluster when the server is installed.
let postgres;
let databaseUrl = process.env.TEST_DATABASE_URL;
const bin = databaseUrl ? undefined : findPostgresBin();
if (!databaseUrl && bin) {
  postgres = await startTempPostgres(bin);
  databaseUrl = postgres.url;
}
if (databaseUrl) {
  try {
    // The HTML check reads pages, not the database: once, in the PGlite pass, is enough.
    const pagesOnly = ['--exclude', 'tests/api/html-validity.test.ts'];
    step(
      vitest('api', `${results}/api-postgres.json`, { TEST_DATABASE_URL: databaseUrl }, pagesOnly),
      `${results}/api-postgres.json`,
      'vitest',
    );
  } finally {
    postgres?.stop();
  }
} else {
  console.log('\n! PostgreSQL is not installed: the API suite ran on PGlite only (CI installs it).');
}

step(run('end-to-end (Chromium)', 'npx', ['playwright', 'test']), `${results}/e2e.json`, 'playwright');
finish(true);
