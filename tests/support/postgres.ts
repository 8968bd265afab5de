import { databaseBeside, findPostgresBin, startTempPostgres } from '../../scripts/pg-temp.mjs';

/** A PostgreSQL database of a test's own, and how to get rid of it. */
export interface OwnDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: a new database in the cluster the suite was given
 * (TEST_DATABASE_URL), or else a throwaway cluster of Debian's PostgreSQL (scripts/pg-temp.mjs).
 */
export async function ownDatabase(given: string | undefined): Promise<OwnDatabase> {
  if (!given) {
    const bin = findPostgresBin();
    if (!bin) throw new Error("This test needs PostgreSQL: install Debian's postgresql or set TEST_DATABASE_URL.");
    const cluster = await startTempPostgres(bin);
    return { url: cluster.url, drop: async () => cluster.stop() };
  }
  return databaseBeside(given, `storefront_test_${process.pid}_${Date.now()}`);
}
