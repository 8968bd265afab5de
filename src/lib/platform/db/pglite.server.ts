import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { logger } from '@lib/platform/log/logger.server';
import { timePglite } from '@lib/platform/metrics/database.server';
import type { Connection, Db } from './connection';
import { pgliteClient, snapshotPglite } from './pglite/client.server';
import { threadEntry } from './pglite/entry';
import { PgliteThread } from './pglite/thread.server';
import { makePrivate, PRIVATE_FOLDER } from './private-folder.server';
import { lockFolder } from './writer-lock.server';

// The embedded database: a PGlite client with the store's settings (pglite/client.server.ts), in its
// own thread where the build has one (pglite/thread.server.ts), in memory or on a folder only this
// process writes (writer-lock.server.ts) and only this user reads (private-folder.server.ts), its
// consistent snapshot for backups, and a folder filled from one.

/** The embedded database in memory ("memory://") or on a folder, locked and private; in a thread of its own when `ownThread` and built. */
export async function connectPglite(dir: string, ownThread = true): Promise<Connection> {
  // "memory://" keeps the database in memory (tests); anything else is a folder on disk, which
  // only one process may open (writer-lock.server.ts).
  const inMemory = dir.startsWith('memory://');
  const folder = resolve(dir);
  let release = () => {};
  if (!inMemory) {
    mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER });
    release = lockFolder(folder);
  }
  // The database's thread starts PGlite before anything here awaits: a start reaches this from
  // openEarly() just before the store's modules load, and the import reads and compiles them before
  // any awaited step resumes (0.5 s of a restart here), while the thread runs on the other core.
  const entry = ownThread ? threadEntry() : undefined;
  const opening = entry ? PgliteThread.open(entry, inMemory ? undefined : folder) : undefined;
  // Its failure is met where it is awaited below, not reported meanwhile as unhandled.
  opening?.catch(() => undefined);
  try {
    // What an older version left open to other users is tightened while PGlite opens the folder
    // (what PGlite writes is private already).
    const [tightened, { drizzle }, { migrate }] = await Promise.all([
      inMemory ? 0 : makePrivate(folder),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    if (tightened > 0) {
      logger.warn(
        { folder, entries: tightened },
        'the database folder was open to other local users: its files are now 0600 and its folders 0700',
      );
    }
    const client = opening ? await opening : await pgliteClient(inMemory ? undefined : folder);
    // The thread's client is called as Drizzle calls a PGlite (query, transaction): its type is PGlite's.
    const db = drizzle({ client: timePglite(client as PGlite) });
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
      snapshot: () => (client instanceof PgliteThread ? client.snapshot() : snapshotPglite(client)),
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
    // The thread may have opened the folder: it is closed before the lock is let go.
    await opening?.then((client) => client.close()).catch(() => undefined);
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
