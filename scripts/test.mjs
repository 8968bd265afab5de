// `npm test`: every suite, then where the time went and one summary line. The machine has two cores
// and most suites keep one to one and a half busy, so they run in two lanes
// (docs/decisions/0030-test-suite-time.md); a failure in the foreground lane stops it.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { findPostgresBin, startTempPostgres } from './pg-temp.mjs';
import { leftOutOfPglite, POSTGRES_PASS } from './lib/api-passes.mjs';
import { BRIEF_NODE_FLAGS } from './lib/brief-process.mjs';
import { failed, slowest, stageTable } from './lib/timings.mjs';

// Node keeps the code it compiled for the next process that loads the same file: the suites start
// some fifty stores and seeding children, each loading the same built server (a tenth of a start's CPU).
process.env.NODE_COMPILE_CACHE ??= resolve('node_modules/.cache/node-compile-cache');
const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0 };
const started = Date.now();
/** Each stage's wall time, for the report at the end. */
const stages = [];
/** The JSON reports the slowest files and tests are read from, by stage. */
const reports = [];

/**
 * Runs one suite and resolves to whether it passed. In the foreground its output goes to the
 * terminal as it comes; a suite run beside another writes to a file, printed whole when it ends,
 * so the two never interleave.
 */
function run(title, command, args, { env = {}, beside = false } = {}) {
  const t0 = Date.now();
  if (!beside) console.log(`\n▶ ${title}`);
  const log = `${results}/${title.replace(/\W+/g, '-')}.log`;
  const fd = beside ? openSync(log, 'w') : undefined;
  const stdio = beside ? ['ignore', fd, fd] : 'inherit';
  const child = spawn(command, args, { stdio, env: { ...process.env, ...env } });
  if (fd !== undefined) closeSync(fd);
  return new Promise((done) =>
    child.once('exit', (status) => {
      if (beside) console.log(`\n▶ ${title} (ran beside another suite)\n${readFileSync(log, 'utf8')}`);
      const ms = Date.now() - t0;
      console.log(`  ${title}: ${status === 0 ? 'ok' : 'FAILED'} in ${(ms / 1000).toFixed(1)} s`);
      stages.push({ title, ms, ok: status === 0 });
      done(status === 0);
    }),
  );
}

/** Adds a suite's JSON report to the totals and to the report of the slowest. */
function count(title, file, kind) {
  if (!existsSync(file)) return;
  reports.push({ title, file, kind });
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (kind === 'vitest') {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
  } else {
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
  }
}

/** A vitest project (or several, one run) as a suite, its JSON report counted once it ends. */
async function vitest(title, projects, { only = [], exclude = [], env, beside, workers } = {}) {
  const out = `${results}/${title.replace(/\W+/g, '-')}.json`;
  const excluded = exclude.flatMap((file) => ['--exclude', `tests/api/${file}`]);
  const files = only.map((file) => `tests/api/${file}`);
  // The test files open PGlite in the runner's threads for seconds at a time (lib/brief-process.mjs).
  const args = [
    ...BRIEF_NODE_FLAGS,
    'node_modules/vitest/vitest.mjs',
    'run',
    ...[projects].flat().flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${out}`,
    ...excluded,
    ...files,
  ];
  if (workers) args.push(`--maxWorkers=${workers}`);
  const ok = await run(title, process.execPath, args, { env, beside });
  count(title, out, 'vitest');
  return ok;
}

function finish(ok) {
  for (const line of stageTable(stages)) console.log(line);
  for (const { title, file, kind } of reports) for (const line of slowest(title, file, kind)) console.log(line);
  const failures = reports.flatMap(({ title, file, kind }) => failed(title, file, kind));
  if (failures.length) console.log(`\nFailed tests\n${failures.join('\n')}`);
  console.log(`\nAll suites took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

const step = (ok) => ok || finish(false);

// The build keeps about one core busy: the lint and the dead-code check run beside it, on the other.
const checks = Promise.all([
  run('format and lint (Biome)', 'npx', ['biome', 'ci', '.'], { beside: true }),
  run('dead code (knip)', 'npx', ['knip'], { beside: true }),
]);
const built = await run('build', 'npx', ['astro', 'build']);
step((await checks).every(Boolean) && built);
// The demo data the test servers open copies of (the API suite's servers of their own, the
// end-to-end suite's maintenance and iyzico stores), seeded once for this build while PostgreSQL
// starts, before the lanes: each lane's first servers would otherwise seed it at the same moment.
const template = run('demo data for the test servers', process.execPath, ['scripts/lib/demo-template.mjs']);

// Two lanes of about equal length (docs/decisions/0030, point 17). The foreground: the end-to-end
// suite, whose one browser keeps about a core busy, then the type check (tsc on the .ts files,
// astro check on the .astro ones). Beside it, on what the browser leaves: the API suite, each file
// once, on PGlite, then on PostgreSQL (the one given, or a throwaway cluster when the server is
// installed), then the unit tests. Each suite of a lane runs whatever the one before it answered,
// so one failure never hides the rest.
let databaseUrl = process.env.TEST_DATABASE_URL;
const bin = databaseUrl ? undefined : findPostgresBin();
const postgres = !databaseUrl && bin ? await startTempPostgres(bin) : undefined;
databaseUrl ??= postgres?.url;
if (!databaseUrl)
  console.log('\n! PostgreSQL is not installed: the API suite runs on PGlite, without the files that need a server (CI installs it).');
if (!(await template)) {
  postgres?.stop();
  finish(false);
}

function runPostgresPass() {
  if (!databaseUrl) return true;
  return vitest('vitest api on PostgreSQL', 'api', { only: POSTGRES_PASS, env: { TEST_DATABASE_URL: databaseUrl }, beside: true });
}
/** The API suite on both databases; whatever one pass answers, the other runs. */
async function apiPasses() {
  try {
    // Each file once: on PGlite, or on PostgreSQL (scripts/lib/api-passes.mjs).
    const api = await vitest('vitest api', 'api', { exclude: leftOutOfPglite(Boolean(databaseUrl)), beside: true });
    const postgresOk = await runPostgresPass();
    return api && postgresOk;
  } finally {
    // The throwaway cluster goes once the passes that use it end, whether or not they ran.
    postgres?.stop();
  }
}
const besideLane = (async () => {
  const apiOk = await apiPasses();
  // On two workers, not vitest's one on two cores: the browser's lane shares the machine with them.
  const unitOk = await vitest('vitest unit', ['unit', 'unit-isolated'], { workers: 2, beside: true });
  return apiOk && unitOk;
})();

const e2eOk = await run('end-to-end (Chromium)', 'npx', ['playwright', 'test']);
count('end-to-end (Chromium)', `${results}/e2e.json`, 'playwright');
const typesOk = await run('type check', 'npm', ['run', '--silent', 'check']);
step((await besideLane) && e2eOk && typesOk);
finish(true);
