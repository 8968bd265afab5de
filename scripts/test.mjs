// `npm test`: every suite, then where the time went and one summary line. The machine has two cores
// and most suites keep one to one and a half busy, so they run in two lanes
// (docs/decisions/0030-test-suite-time.md); a failure in the foreground lane stops it.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { findPostgresBin, startTempPostgres } from './pg-temp.mjs';
import { slowest, stageTable } from './lib/timings.mjs';

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

/** A vitest project as a suite, its JSON report counted once it ends. */
async function vitest(title, project, { exclude = [], env, beside, workers } = {}) {
  const out = `${results}/${title.replace(/\W+/g, '-')}.json`;
  const excluded = exclude.flatMap((file) => ['--exclude', `tests/api/${file}`]);
  const args = ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${out}`, ...excluded];
  if (workers) args.push(`--maxWorkers=${workers}`);
  const ok = await run(title, 'npx', args, { env, beside });
  count(title, out, 'vitest');
  return ok;
}

// Several processes on one database is a PostgreSQL matter, and so are races: these suites run
// once, in the PostgreSQL pass.
const POSTGRES_ONLY = [
  'platform-cluster.test.ts',
  'platform/notify/shared-outbox.test.ts',
  'catalogue/editor/messages.test.ts',
  'platform-workers.test.ts',
  'shell-kept-markup.test.ts',
  'db-connection.test.ts',
  'orders/records/parallel.test.ts',
  'orders/records/one-bag.test.ts',
  'orders/placing/parallel.test.ts',
  'checkout/payments/three-d.test.ts',
  'checkout/giftcards/parallel.test.ts',
  'checkout/onecard/parallel.test.ts',
  'orders/returns/returns.test.ts',
  'orders/returns/uploads.test.ts',
  'orders/returns/photo-settings.test.ts',
  'orders/after-sales/parallel.test.ts',
  'catalogue/editor/staff-limits.test.ts',
  'app/backup/postgres.test.ts',
  'checkout/iyzico/races.test.ts',
];
// Once, in the PGlite pass, is enough for these: they read pages, not the database, or they run
// only on servers of their own on in-memory PGlite (the process, the embedded database, a test clock).
const PGLITE_ONLY = [
  'html-validity.test.ts',
  'app/backup/pglite.test.ts',
  // They start PGlite servers of their own whatever the pass (a folder kept across a restart).
  'app/data-export/data-export.test.ts',
  'app/data-export/restart.test.ts',
  'page-budgets.test.ts',
  'platform-process.test.ts',
  'platform-site-url.test.ts',
  'persistence.test.ts',
  'pglite-memory.test.ts',
  'orders/records/catch-up.test.ts',
  'programmes/seller-questions/sellerqa.test.ts',
  'programmes/repair/repair.test.ts',
  'orders/after-sales/tracking.test.ts',
  'checkout/digital/outage.test.ts',
  'account/members/otp.test.ts',
  'catalogue/editor/schedule.test.ts',
  'editor-budgets.test.ts',
  // Sequential journeys and input checks with nothing of the database's dialect in them (the
  // coupon limit's race runs on PostgreSQL in bag/coupons/race.test.ts): once is enough.
  'bag/coupons/reuse.test.ts',
  'bag/cart/share.test.ts',
  'links.test.ts',
  'bad-input.test.ts',
  // The same for accounts, addresses, loyalty pages, staff and the card's BIN: one caller at a time, no
  // money moving and no race, on the engine PGlite shares with PostgreSQL (issue 31: the pass's time).
  'programmes/loyalty/pages.test.ts',
  'programmes/loyalty/loyalty.test.ts',
  'catalogue/editor/staff.test.ts',
  'checkout/payments/instalments.test.ts',
  'checkout/steps/delivery.test.ts',
  'checkout/wallet/codes.test.ts',
  'account/members/contacts.test.ts',
  'account/members/info.test.ts',
  'account/addresses/addresses.test.ts',
  'account/addresses/corporate.test.ts',
  'bag/favourites/favourites.test.ts',
  'navigation.test.ts',
  'catalog.test.ts',
  'metrics.test.ts',
  'platform/consent/records.test.ts',
  // Servers of their own on the embedded database, with SMTP and SMS providers on 127.0.0.1.
  'platform/notify/delivery.test.ts',
  // A server of its own with a fake iyzico on 127.0.0.1; iyzico's races run on PostgreSQL (races.test.ts).
  'checkout/iyzico/iyzico.test.ts',
  // Servers and doctor runs of its own on copies of the seeded embedded database.
  'app/doctor/going-live.test.ts',
];

function finish(ok) {
  for (const line of stageTable(stages)) console.log(line);
  for (const { title, file, kind } of reports) for (const line of slowest(title, file, kind)) console.log(line);
  console.log(`\nAll suites took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

const step = (ok) => ok || finish(false);

step(await run('format and lint (Biome)', 'npx', ['biome', 'ci', '.']));
step(await run('dead code (knip)', 'npx', ['knip']));
step(await run('build', 'npx', ['astro', 'build']));
// The demo data the test servers open copies of (the API suite's servers of their own, the
// end-to-end suite's maintenance and iyzico stores), seeded once for this build while PostgreSQL
// starts, before the lanes: each lane's first servers would otherwise seed it at the same moment.
const template = run('demo data for the test servers', process.execPath, ['scripts/lib/demo-template.mjs']);

// Two lanes. The foreground: the end-to-end suite, whose one browser keeps about one and a half
// cores busy. Beside it, on what that leaves: the API suite on PGlite, then on PostgreSQL (the one
// given, or a throwaway cluster when the server is installed), then the type check and the unit
// tests side by side (the browser is done or nearly by then, and both cores are theirs). Each suite
// of the lane runs whatever the one before it answered, so one failure never hides the rest.
let databaseUrl = process.env.TEST_DATABASE_URL;
const bin = databaseUrl ? undefined : findPostgresBin();
const postgres = !databaseUrl && bin ? await startTempPostgres(bin) : undefined;
databaseUrl ??= postgres?.url;
if (!databaseUrl) console.log('\n! PostgreSQL is not installed: the API suite runs on PGlite only (CI installs it).');
if (!(await template)) {
  postgres?.stop();
  finish(false);
}

function postgresPass() {
  if (!databaseUrl) return true;
  return vitest('vitest api on PostgreSQL', 'api', { exclude: PGLITE_ONLY, env: { TEST_DATABASE_URL: databaseUrl }, beside: true });
}
const besideLane = (async () => {
  try {
    const api = await vitest('vitest api', 'api', { exclude: POSTGRES_ONLY, beside: true });
    const onPostgres = await postgresPass();
    // The unit tests on two workers, not vitest's one on two cores: the type check takes a single
    // core for about a third of their time, and both are left to them when it ends.
    const [types, unit] = await Promise.all([
      run('type check', 'npx', ['astro', 'check'], { beside: true }),
      vitest('vitest unit', 'unit', { beside: true, workers: 2 }),
    ]);
    return api && onPostgres && types && unit;
  } finally {
    // The throwaway cluster goes once the lane that uses it ends, whether or not its pass ran.
    postgres?.stop();
  }
})();

const e2eOk = await run('end-to-end (Chromium)', 'npx', ['playwright', 'test']);
count('end-to-end (Chromium)', `${results}/e2e.json`, 'playwright');
step((await besideLane) && e2eOk);
finish(true);
