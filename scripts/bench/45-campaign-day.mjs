// Campaign day (issue 26, item 5): a crowd of shoppers at once, as a campaign e-mail and search bring
// them, on the built server, at 20 and then 100 concurrent shoppers, on PGlite and on PostgreSQL.
// Each shopper is a member of their own with a browser of their own, looping with no pause over
// the mix (70% landing pages, 15% bag, 5% checkout with the sandbox bank, 10% account and order
// pages; _crowd.mjs says what each does). Per kind of request: req/s, p50/p95/p99, errors (any
// answer not expected, or none; the target is 0), the slowest request, and every request over 5 s;
// and the sold-out pieces met, which are not errors. Then the runs side by side.
//   BENCH_SECONDS   seconds of each measured run (default 60), after a warm-up of up to 5 s.
//   PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (a database of the bench's own is created
//   there and dropped), else a throwaway cluster of Debian's postgresql, else that part is skipped.
// The 20-shopper run and then the 100-shopper run share one server per database, as a campaign
// day would: the second finds the first's orders and sold-out pieces. The 10-minute soak is
// 46-soak.mjs (BENCH_SOAK=1 npm run bench -- soak).
import { drive, prepareCrowd, CROWD_ENV } from './_crowd.mjs';
import { overall, printComparison, printRun, recorder } from './_crowd-stats.mjs';
import { benchDatabase, NO_POSTGRES } from './_postgres.mjs';
import { startBuiltServer } from './_server.mjs';
import { recordTarget } from './_targets.mjs';

export const title = 'Campaign day (70% landing, 15% bag, 5% checkout, 10% account; 20 and 100 shoppers; PGlite and PostgreSQL)';
const SECONDS = Number(process.env.BENCH_SECONDS || 60);
const WARM_SECONDS = Math.min(5, SECONDS / 4);
const CROWDS = [20, 100];
/** Issue 44: at 100 shoppers, every request within a second at p99, and none refused or lost. */
const TARGET_P99_MS = 1000;

/** Both crowds on one server of this database; their records, named. */
async function onDatabase(name, env) {
  const server = await startBuiltServer({ ...env, ...CROWD_ENV });
  const runs = [];
  try {
    const started = performance.now();
    const crowd = await prepareCrowd(server.url, Math.max(...CROWDS));
    console.log(
      `\n### ${name}: ${crowd.shoppers.length} members registered, each with an address and an order, in ${((performance.now() - started) / 1000).toFixed(0)} s; server ${server.rssMb().toFixed(0)} MB resident; the bag picks from ${crowd.stock.pieces} pieces (${crowd.stock.units} units in stock)`,
    );
    for (const count of CROWDS) {
      await drive(crowd, count, WARM_SECONDS, { record: recorder() });
      const sink = { record: recorder() };
      const begun = performance.now();
      await drive(crowd, count, SECONDS, sink);
      const seconds = (performance.now() - begun) / 1000;
      console.log(
        `\n${name}, ${count} shoppers, ${seconds.toFixed(1)} s after ${WARM_SECONDS} s warm-up; server ${server.rssMb().toFixed(0)} MB resident after`,
      );
      printRun(sink.record, seconds);
      console.log(`pieces sold out so far on this server: ${crowd.soldOut.size} of ${crowd.stock.pieces}`);
      runs.push({ name: `${name} ${count}`, record: sink.record, seconds });
      const { p99, errors } = overall(sink.record);
      recordTarget({ measure: `campaign day p99, ${count} shoppers`, database: name, value: p99, target: TARGET_P99_MS });
      recordTarget({ measure: `campaign day errors, ${count} shoppers`, database: name, value: errors, target: 0, unit: '' });
    }
  } finally {
    await server.stop();
  }
  return runs;
}

export async function run() {
  const runs = await onDatabase('PGlite', { PGLITE_DIR: 'memory://' });
  const db = await benchDatabase();
  if (!db) console.log(NO_POSTGRES);
  else {
    try {
      runs.push(...(await onDatabase('PostgreSQL', { DATABASE_URL: db.url, SEED_DEMO: 'always' })));
    } finally {
      await db.drop();
    }
  }
  printComparison(runs);
}
