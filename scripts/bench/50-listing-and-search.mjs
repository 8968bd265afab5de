// Listing, search and suggestion latency with 100,000 products (see listing-query.ts and
// search-query.ts: search p95 <= 30 ms, suggestions p95 <= 15 ms, issue 27), on PGlite in memory
// and then on a PostgreSQL database of the bench's own (BENCH_ONLY=pglite or postgres runs one;
// BENCH_PRODUCTS=20000 a smaller catalogue). Each in its own process, so the database it fills is
// thrown away afterwards.
import { spawnSync } from 'node:child_process';
import { onPgliteThenPostgres } from './_postgres.mjs';

export const title = 'Listing, search and suggestion queries, 100,000 products (PGlite, then PostgreSQL)';

export async function run() {
  await onPgliteThenPostgres(async (name, env) => {
    console.log(`### ${name}`);
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/listing-query.ts'], {
      stdio: 'inherit',
      env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    });
    if (result.status !== 0) throw new Error(`listing and search benchmark on ${name} failed with ${result.status}`);
  });
}
