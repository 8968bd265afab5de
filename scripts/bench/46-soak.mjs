// Soak (issue 26, item 5): the campaign-day crowd (_crowd.mjs) at 20 shoppers for 10 minutes on
// PGlite, with the server's resident memory (VmRSS of the process the bench started) and the
// minute's figures every minute. Long, so it runs only when asked:
//   BENCH_SOAK=1 npm run bench -- soak            (add --no-build to serve the last build)
//   BENCH_SOAK_MINUTES=3 for a shorter one.
// The embedded database is in memory (memory://), so every order the soak places grows the process
// too: read a rise against the orders placed.
import { drive, prepareCrowd, CROWD_ENV } from './_crowd.mjs';
import { printErrors, recorder, summaryLine } from './_crowd-stats.mjs';
import { startBuiltServer } from './_server.mjs';

export const title = 'Soak (20 shoppers of the campaign-day mix on PGlite, resident memory each minute)';
const SHOPPERS = 20;
const WARM_SECONDS = 5;

export async function run() {
  if (process.env.BENCH_SOAK !== '1') {
    console.log('skipped: 10 minutes long; run it with BENCH_SOAK=1 npm run bench -- soak (BENCH_SOAK_MINUTES to shorten it)');
    return;
  }
  const minutes = Number(process.env.BENCH_SOAK_MINUTES || 10);
  const server = await startBuiltServer({ PGLITE_DIR: 'memory://', ...CROWD_ENV });
  try {
    console.log(`server started: ${server.rssMb().toFixed(0)} MB resident`);
    const crowd = await prepareCrowd(server.url, SHOPPERS);
    await drive(crowd, SHOPPERS, WARM_SECONDS, { record: recorder() });
    const first = server.rssMb();
    console.log(
      `${SHOPPERS} members registered, each with an address and an order, after ${WARM_SECONDS} s warm-up: ${first.toFixed(0)} MB resident`,
    );
    let orders = 0;
    for (let minute = 1; minute <= minutes; minute += 1) {
      const sink = { record: recorder() };
      const begun = performance.now();
      await drive(crowd, SHOPPERS, 60, sink);
      orders += sink.record.orders;
      const rss = server.rssMb();
      console.log(
        `minute ${String(minute).padStart(2)}: ${rss.toFixed(0).padStart(5)} MB resident (${(rss - first >= 0 ? '+' : '') + (rss - first).toFixed(0)} MB); ${summaryLine(sink.record, (performance.now() - begun) / 1000)}`,
      );
      printErrors(sink.record);
    }
    console.log(`${orders} orders placed in ${minutes} minutes`);
  } finally {
    await server.stop();
  }
}
