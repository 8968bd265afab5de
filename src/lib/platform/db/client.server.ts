import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { env } from '@lib/platform/config/env.server';
import { logger } from '@lib/platform/log/logger.server';
import { observePool } from '@lib/platform/metrics/database.server';
import type { Connection, Db } from './connection';
import { connectPglite } from './pglite.server';
import { preparedStatements } from './prepared.server';

export type { Db, Executor, Tx } from './connection';

/** The advisory lock key under which processes sharing a PostgreSQL database migrate and seed. */
const START_LOCK = 7_246_001;

let connection: Promise<Connection> | undefined;
let ownThread = true;

/**
 * Keeps the embedded database on this process's main thread: for work that runs its statements one
 * after another with nothing to overlap (the seeding child), where each hop to a thread only costs.
 */
export function embedOnThisThread(): void {
  ownThread = false;
}

/** Finds the committed migrations beside package.json, from source (dev) or from dist (built). */
function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  return resolve('drizzle');
}

async function connectPostgres(url: string): Promise<Connection> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (a restart, an administrator) is an event on the pool;
  // unheard, it would end the process. The pool has already let that connection go.
  pool.on('error', (error) => logger.warn({ err: error }, 'database connection lost while idle'));
  preparedStatements(pool);
  observePool(pool);
  const db = drizzle({ client: pool });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
    subscribe: (channel, listener) => listenOnPostgres(url, channel, listener),
    // Processes starting together would otherwise run the same migration twice and one would fail.
    async exclusive(work) {
      const session = await pool.connect();
      try {
        await session.query('select pg_advisory_lock($1)', [START_LOCK]);
        return await work();
      } finally {
        await session.query('select pg_advisory_unlock($1)', [START_LOCK]).catch(() => undefined);
        session.release();
      }
    },
    close: async () => {
      // pool.end() resolves once clients are asked to end, not once they have: wait for each
      // to be removed, so a caller that drops the database next finds no one still connected.
      let left = pool.totalCount;
      const gone = new Promise<void>((done) => {
        if (left === 0) done();
        pool.on('remove', () => {
          left -= 1;
          if (left <= 0) done();
        });
      });
      await pool.end();
      await gone;
    },
  };
}

/**
 * A connection of its own that LISTENs on a channel (a pooled one would be handed to a query).
 * Lost, it is opened again at the next subscription; a waiter meanwhile ends at its deadline.
 */
async function listenOnPostgres(url: string, channel: string, listener: (payload: string) => void): Promise<() => Promise<void>> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  client.on('notification', (message) => {
    if (message.channel === channel) listener(message.payload ?? '');
  });
  client.on('error', (error) => {
    logger.warn({ err: error, channel }, 'notice connection lost');
    listening.delete(channel);
  });
  await client.connect();
  await client.query(`listen "${channel.replace(/"/g, '')}"`);
  return async () => {
    await client.end().catch(() => undefined);
  };
}

/** The channels this process listens on, each with how to stop. */
const listening = new Map<string, Promise<() => Promise<void>>>();

/** Calls `listener` with the payload of each notice on `channel`, whichever process committed it; once per channel per process. */
export async function subscribe(channel: string, listener: (payload: string) => void): Promise<void> {
  let started = listening.get(channel);
  if (!started) {
    started = openConnection().then((conn) => conn.subscribe(channel, listener));
    listening.set(channel, started);
    started.catch(() => listening.delete(channel));
  }
  await started;
}

async function open(): Promise<Connection> {
  const { DATABASE_URL, PGLITE_DIR } = env();
  const conn = DATABASE_URL ? await connectPostgres(DATABASE_URL) : await connectPglite(PGLITE_DIR, ownThread);
  try {
    await conn.exclusive(() => conn.migrate(migrationsFolder()));
  } catch (error) {
    await conn.close().catch(() => undefined);
    throw error;
  }
  return conn;
}

/** The open connection, opened and migrated on first use. */
function openConnection(): Promise<Connection> {
  connection ??= open();
  return connection;
}

/**
 * Starts opening the embedded database ahead of the first call, so that its thread starts PGlite
 * while this one loads the store's modules. Only on a folder already made (or in memory): a
 * fresh folder is first seeded by a child process, which must find it unlocked. A failure waits
 * for the first call, which sees it.
 */
export function openEarly(): void {
  const { DATABASE_URL, PGLITE_DIR } = env();
  if (DATABASE_URL || !ownThread) return;
  if (!PGLITE_DIR.startsWith('memory://') && !existsSync(join(resolve(PGLITE_DIR), 'PG_VERSION'))) return;
  openConnection().catch(() => undefined);
}

/** The database, migrated and ready. */
export async function db(): Promise<Db> {
  return (await openConnection()).db;
}

/** Which engine serves the data: the embedded PGlite or a PostgreSQL server. */
export async function dbKind(): Promise<Connection['kind']> {
  return (await openConnection()).kind;
}

/**
 * On PGlite, where this process is the database's only writer: runs `setup` (a SET the notifying
 * triggers read), then calls `listener` at each notice on `channel`. PGlite calls it before the
 * committing statement's caller resumes, so whatever the process does next knows of the change.
 * Resolves false on PostgreSQL, where other processes write and a notice would come too late.
 */
export async function inProcessNotices(setup: string, channel: string, listener: () => void): Promise<boolean> {
  const conn = await openConnection();
  if (!conn.listen) return false;
  await conn.listen(setup, channel, listener);
  return true;
}

/** Runs start-up work (the demo seed) while no other process sharing the database does the same. */
export async function exclusively<T>(work: () => Promise<T>): Promise<T> {
  return (await openConnection()).exclusive(work);
}

/**
 * On PGlite: the open database's folder as an uncompressed tar, consistent (no transaction half
 * done) and taken while the store keeps serving (queries wait the few hundred milliseconds it
 * takes). Throws on PostgreSQL, whose backups are pg_dump's.
 */
export async function snapshotDatabase(): Promise<Uint8Array> {
  const conn = await openConnection();
  if (!conn.snapshot) throw new Error('A PostgreSQL database is backed up with pg_dump, not by the server.');
  return conn.snapshot();
}

/** Closes the database so PGlite flushes its files; later calls open it again. */
export async function closeDb(): Promise<void> {
  if (!connection) return;
  const conn = await connection;
  connection = undefined;
  const stops = [...listening.values()];
  listening.clear();
  for (const stop of stops) await (await stop.catch(() => async () => undefined))();
  await conn.close();
}
