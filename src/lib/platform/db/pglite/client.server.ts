import type { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { privateFolderFs } from '../private-folder.server';
import { keepCluster, keptCluster } from './cluster.server';

// The PGlite client with the store's settings and its consistent snapshot: opened in the
// database's worker thread (thread.server.ts), or on the calling thread where no worker is built.

/**
 * PGlite's PostgreSQL settings beside its defaults. Its memory is one WebAssembly memory that only
 * grows, and PostgreSQL's default 128 MB of shared buffers is touched whole at start: 32 MB holds
 * the whole demo database (14 MB, its own tables and indexes 5.5 MB) with room for orders, and a
 * page beyond them is read from the folder through the operating system's cache.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

/** A PGlite on `folder` (in memory when undefined) with the store's settings and extensions, filled from `loadDataDir` when given. */
async function open(folder: string | undefined, loadDataDir: Blob | undefined): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  // Search's trigram index (drizzle/0021) needs pg_trgm, which PGlite loads only when asked.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const fs = folder === undefined ? undefined : await privateFolderFs(folder);
  const client = new PGlite({ startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS], extensions: { pg_trgm }, loadDataDir, fs });
  await client.waitReady;
  return client;
}

/**
 * A PGlite client with the store's settings and extensions, in memory or on a folder, where what
 * it writes is private to this user (private-folder.server.ts); `loadDataDir` fills a new folder
 * from a backup. A new database (in memory, or a folder without PG_VERSION) is unpacked from the
 * cluster this build kept, else made by initdb and its cluster kept (cluster.server.ts).
 */
export async function pgliteClient(folder: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  if (loadDataDir || (folder !== undefined && existsSync(join(folder, 'PG_VERSION')))) return open(folder, loadDataDir);
  const kept = await keptCluster();
  if (kept) return open(folder, kept);
  const client = await open(folder, undefined);
  await keepCluster(() => snapshotPglite(client));
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
export async function snapshotPglite(client: PGlite): Promise<Uint8Array> {
  const { protocol } = await import('@electric-sql/pglite');
  return client._runExclusiveTransaction(async () => {
    // client.exec would wait for the transaction mutex held here: send the statement under the query mutex alone.
    await client._runExclusiveQuery(() => client.execProtocol(protocol.serialize.query('CHECKPOINT')));
    const tar = await client.dumpDataDir('none');
    return new Uint8Array(await tar.arrayBuffer());
  });
}
