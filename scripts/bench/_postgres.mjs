// Shared by the benchmarks on PostgreSQL: a database of the bench's own, on the server named by
// BENCH_DATABASE_URL or TEST_DATABASE_URL (a database created beside the one named, dropped after),
// or on a throwaway cluster of Debian's PostgreSQL; null when there is neither.
import { databaseBeside, findPostgresBin, startTempPostgres } from '../pg-temp.mjs';

/** The line a benchmark prints when it has no PostgreSQL. */
export const NO_POSTGRES = "skipped: no PostgreSQL (set BENCH_DATABASE_URL or TEST_DATABASE_URL, or install Debian's postgresql)";

/** A PostgreSQL database of the bench's own ({ url, drop }), or null when none can be had. */
export async function benchDatabase(suffix = '') {
  const given = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (given) return databaseBeside(given, `storefront_bench_${process.pid}${suffix}`);
  const bin = findPostgresBin();
  if (!bin) return null;
  const cluster = await startTempPostgres(bin);
  return { url: cluster.url, drop: async () => cluster.stop() };
}

/**
 * Runs a bench on PGlite (in memory), then on a PostgreSQL database of its own, dropped after;
 * BENCH_ONLY=pglite or postgres runs one. `run(name, env)` gets the server settings for each.
 */
export async function onPgliteThenPostgres(run) {
  if (process.env.BENCH_ONLY !== 'postgres') await run('PGlite', { PGLITE_DIR: 'memory://' });
  if (process.env.BENCH_ONLY === 'pglite') return;
  const db = await benchDatabase();
  if (!db) {
    console.log(NO_POSTGRES);
    return;
  }
  try {
    await run('PostgreSQL', { DATABASE_URL: db.url, SEED_DEMO: 'always' });
  } finally {
    await db.drop();
  }
}
