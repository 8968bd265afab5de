import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { logger } from '@lib/platform/log/logger.server';
import { timePglite } from '@lib/platform/metrics/database.server';
import type { Connection, Db } from './connection';
import { makePrivate, PRIVATE_FOLDER, privateFolderFs } from './private-folder.server';
import { lockFolder } from './writer-lock.server';

// The embedded database: a PGlite client with the store's settings, in memory or on a folder only
// this process writes (writer-lock.server.ts) and only this user reads (private-folder.server.ts),
// its consistent snapshot for backups, and a folder filled from one.

/**
 * PGlite's PostgreSQL settings beside its defaults. Its memory is one WebAssembly memory that only
 * grows, and PostgreSQL's default 128 MB of shared buffers is touched whole at start: 32 MB holds
 * the whole demo database (14 MB, its own tables and indexes 5.5 MB) with room for orders, and a
 * page beyond them is read from the folder through the operating system's cache.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

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

/** The embedded database in memory ("memory://") or on a folder, locked and private. */
export async function connectPglite(dir: string): Promise<Connection> {
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
