import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type OwnDatabase, ownDatabase } from '../support/postgres';
import { pointServerAt } from '../support/in-process';

// The PostgreSQL pool under a server that goes away: a connection the server ends must not end
// the process, and closing must leave nothing connected (a CI run once failed on a test that
// dropped its database while the pool's connections were still closing).

let database: OwnDatabase;
let admin: pg.Client;
let client: typeof import('../../src/lib/platform/db/client.server');
let restoreEnv: (() => void) | undefined;
const connected = async () => {
  const name = new URL(database.url).pathname.slice(1);
  const rows = await admin.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
  return rows.rows.map((row: { pid: number }) => row.pid);
};

beforeAll(async () => {
  database = await ownDatabase(inject('databaseUrl'));
  restoreEnv = pointServerAt(database.url);
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  client = await import('../../src/lib/platform/db/client.server');
}, 60_000);

afterAll(async () => {
  await client?.closeDb();
  await admin?.end();
  await database?.drop();
  restoreEnv?.();
});

describe('the PostgreSQL connection pool', () => {
  const busy = async () => {
    const { sql } = await import('drizzle-orm');
    const db = await client.db();
    // Parallel statements make the pool open several connections.
    await Promise.all(Array.from({ length: 5 }, () => db.execute(sql`select pg_sleep(0.05)`)));
  };

  it('survives the server ending its idle connections, and opens new ones on the next call', async () => {
    await busy();
    const before = await connected();
    expect(before.length).toBeGreaterThan(1);
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before]);
    await expect.poll(connected).toEqual([]);
    // A statement may still meet a connection whose end the pool has not yet heard of; the next works.
    const works = () =>
      busy().then(
        () => true,
        () => false,
      );
    await expect.poll(works).toBe(true);
    expect((await connected()).length).toBeGreaterThan(0);
  });

  it('prepares a statement with parameters once per connection, and runs it again by its name', async () => {
    const { sql } = await import('drizzle-orm');
    const db = await client.db();
    const prepared = await db.transaction(async (tx) => {
      // A transaction holds one connection: both runs and the look at what it prepared are on it.
      for (const n of [1, 2]) await tx.execute(sql`select ${n}::int + 1 as next`);
      const rows = await tx.execute(sql`select statement from pg_prepared_statements where statement like '%+ 1 as next'`);
      return (rows as unknown as { rows: { statement: string }[] }).rows;
    });
    expect(prepared).toEqual([{ statement: 'select $1::int + 1 as next' }]);
  });

  it('has closed every connection by the time closeDb resolves', async () => {
    await busy();
    expect((await connected()).length).toBeGreaterThan(1);
    await client.closeDb();
    expect(await connected()).toEqual([]);
  });
});
