import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type OwnDatabase, ownDatabase } from './postgres';
import { type RunningServer, seededPostgresDatabase, startServer } from './server';

/** A test file's own server on a database of its own, and a SQL client on that database. */
export interface OwnServer {
  readonly server: RunningServer;
  readonly sql: pg.Client;
  /** The own database's connection string. */
  readonly databaseUrl: string;
  /** The `n` column of a query's first row, as a number (counts and sums). */
  number(query: string, values?: unknown[]): Promise<number>;
}

/**
 * A server of the test file's own, started before its tests on a fresh database holding the demo (in
 * the cluster the suite was given, a copy of the demo seeded once per run; or a throwaway cluster,
 * seeded by the server), stopped and dropped after them: for races, which only a real PostgreSQL
 * shows, and for data no other file may touch.
 */
export function ownServer(env: Record<string, string> = {}): OwnServer {
  let database: OwnDatabase | undefined;
  let server: RunningServer | undefined;
  let sql: pg.Client | undefined;
  beforeAll(async () => {
    const given = inject('databaseUrl');
    database = given ? await seededPostgresDatabase(given) : await ownDatabase(given);
    server = await startServer({ DATABASE_URL: database.url, SEED_DEMO: 'always', ...env });
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 180_000);
  afterAll(async () => {
    await sql?.end();
    await server?.stop();
    await database?.drop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the file’s own server starts in beforeAll');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get sql() {
      return started(sql);
    },
    get databaseUrl() {
      return started(database).url;
    },
    async number(query, values = []) {
      return Number((await started(sql).query<{ n: string }>(query, values)).rows[0]!.n);
    },
  };
}
