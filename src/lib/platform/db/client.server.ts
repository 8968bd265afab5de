import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { env } from '@lib/platform/config/env.server';
import { logger } from '@lib/platform/log/logger.server';
import { observePool, timePglite } from '@lib/platform/metrics/database.server';
import { makePrivate, PRIVATE_FOLDER, privateFolderFs } from './private-folder.server';
import { lockFolder } from './writer-lock.server';

/**
 * The Drizzle database, the same type over PGlite and over PostgreSQL. Queries name their tables
 * (no relational `db.query`), so the database layer needs no list of every domain's tables.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction of Db's, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Where a write may go: the database itself, or a transaction the caller has open. */
export type Executor = Db | Tx;

interface Connection {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(folder: string): Promise<void>;
  /** Runs start-up work (migrations, the demo seed) one process at a time across the database. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** PGlite only: runs a statement, then calls the listener at each notice on the channel (see inProcessNotices). */
  listen?(setup: string, channel: string, listener: () => void): Promise<void>;
  /** Calls the listener with each notice's payload on the channel, from any process (PostgreSQL: one listening connection). */
  subscribe(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: the database folder as one uncompressed tar, taken between transactions (see snapshotDatabase). */
  snapshot?(): Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * PGlite's PostgreSQL settings beside its defaults. Its memory is one WebAssembly memory that only
 * grows, and PostgreSQL's default 128 MB of shared buffers is touched whole at start: 32 MB holds
 * the whole demo database (14 MB, its own tables and indexes 5.5 MB) with room for orders, and a
 * page beyond them is read from the folder through the operating system's cache.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

/** The advisory lock key under which processes sharing a PostgreSQL database migrate and seed. */
const START_LOCK = 7_246_001;

let connection: Promise<Connection> | undefined;

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

/**
 * A PGlite client with the store's settings and extensions, in memory or on a folder, where what
 * it writes is private to this user (private-folder.server.ts); `loadDataDir` fills a new folder from a backup.
 */
async function pgliteClient(folder: string | undefined, loadDataDir?: Blob) {
  const { PGlite } = await import('@electric-sql/pglite');
  // Search's trigram index (drizzle/0021) needs pg_trgm, which PGlite loads only when asked.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const fs = folder === undefined ? undefined : await privateFolderFs(folder);
  const client = new PGlite({ startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS], extensions: { pg_trgm }, loadDataDir, fs });
  await client.waitReady;
  return client;
}

/**
 * A consistent copy of a running PGlite's folder. PGlite's own dumpDataDir takes only its query
 * mutex, which a transaction releases between its statements: under that alone the copy could
 * fall in the middle of a shopper's order. Under the transaction mutex too (which every query,
 * exec and transaction takes first), no transaction is open; CHECKPOINT then writes every page to
 * the folder, so the copy opens without replaying the log. The folder is read in one synchronous
 * pass, and compressing it is left to the caller, outside the locks.
 */
async function snapshotPglite(client: PGlite): Promise<Uint8Array> {
  const { protocol } = await import('@electric-sql/pglite');
  return client._runExclusiveTransaction(async () => {
    // client.exec would wait for the transaction mutex held here: send the statement under the query mutex alone.
    await client._runExclusiveQuery(() => client.execProtocol(protocol.serialize.query('CHECKPOINT')));
    const tar = await client.dumpDataDir('none');
    return new Uint8Array(await tar.arrayBuffer());
  });
}

async function connectPglite(dir: string): Promise<Connection> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // "memory://" keeps the database in memory (tests); anything else is a folder on disk, which
  // only one process may open (writer-lock.server.ts).
  const inMemory = dir.startsWith('memory://');
  const folder = resolve(dir);
  let release = () => {};
  if (!inMemory) {
    mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER });
    release = lockFolder(folder);
  }
  try {
    // What an older version left open to other users, before PGlite opens it (it then writes private).
    const tightened = inMemory ? 0 : await makePrivate(folder);
    if (tightened > 0) {
      logger.warn(
        { folder, entries: tightened },
        'the database folder was open to other local users: its files are now 0600 and its folders 0700',
      );
    }
    const client = await pgliteClient(inMemory ? undefined : folder);
    const db = drizzle({ client: timePglite(client) });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
      // One process, one connection: PGlite runs one statement at a time anyway.
      exclusive: (work) => work(),
      async listen(setup, channel, listener) {
        await client.exec(setup);
        await client.listen(channel, listener);
      },
      async subscribe(channel, listener) {
        const unlisten = await client.listen(channel, listener);
        return async () => unlisten();
      },
      snapshot: () => snapshotPglite(client),
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function open(): Promise<Connection> {
  const { DATABASE_URL, PGLITE_DIR } = env();
  const conn = DATABASE_URL ? await connectPostgres(DATABASE_URL) : await connectPglite(PGLITE_DIR);
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

/**
 * Fills an empty folder from a backup (a gzipped tar of a PGlite folder) and opens it to prove it
 * whole: PostgreSQL starts on it and the store's migration table reads. Throws when it does not
 * (a corrupt, truncated or foreign file); the caller removes the folder then. What it writes is
 * private to this user.
 */
export async function loadPgliteFolder(archive: Uint8Array, folder: string): Promise<void> {
  // Unpacked here rather than by PGlite, whose own gunzip leaves a stray rejection on a truncated file.
  const tar = await promisify(gunzip)(archive);
  // A tar is whole 512-byte blocks, its first header marked "ustar" at byte 257.
  if (tar.length < 1024 || tar.length % 512 !== 0 || tar.subarray(257, 262).toString('latin1') !== 'ustar') {
    throw new Error('not a tar of a database folder');
  }
  // Created here, as PGlite would create it open to other users.
  mkdirSync(folder, { mode: PRIVATE_FOLDER });
  const client = await pgliteClient(folder, new Blob([new Uint8Array(tar)], { type: 'application/x-tar' }));
  try {
    await client.query('select count(*) from drizzle.__drizzle_migrations');
  } finally {
    await client.close().catch(() => undefined);
  }
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
