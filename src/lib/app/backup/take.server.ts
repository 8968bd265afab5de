import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { env, logger, PRIVATE_FILE, snapshotDatabase } from '@lib/platform/index.server';
import { type Written, prune, writeAtomically } from './files.server';
import { backupName } from './rules';

/** A backup written, with how long it took and how long the database was held for it. */
export interface Taken extends Written {
  ms: number;
  heldMs?: number;
}

/** Where backups go and how many stay, from the settings. */
export function backupSettings() {
  const { BACKUP_DIR, BACKUP_KEEP } = env();
  return { dir: resolve(BACKUP_DIR), keep: BACKUP_KEEP };
}

/** Prunes after a backup and logs it; a failure to prune is a warning, the backup stands. */
export async function finish(taken: Taken, dir: string, keep: number, how: string): Promise<Taken> {
  logger.info({ path: taken.path, bytes: taken.bytes, ms: taken.ms, heldMs: taken.heldMs, how }, 'backup written');
  try {
    const removed = await prune(dir, keep);
    if (removed.length > 0) logger.info({ removed, keep }, 'old backups removed');
  } catch (error) {
    logger.warn({ err: error, dir }, 'old backups could not be removed');
  }
  return taken;
}

/**
 * Backs up the open embedded database into BACKUP_DIR: a consistent snapshot (the database is
 * held only while its folder is read), gzipped and written atomically, then old ones pruned.
 */
export async function backupPglite(how: string): Promise<Taken> {
  const { dir, keep } = backupSettings();
  const started = performance.now();
  try {
    const tar = await snapshotDatabase();
    const heldMs = Math.round(performance.now() - started);
    const name = backupName(new Date(), 'pglite');
    const packed = await promisify(gzip)(tar);
    const written = await writeAtomically(dir, name, (path) => writeFile(path, packed, { flag: 'wx', mode: PRIVATE_FILE }));
    return await finish({ ...written, ms: Math.round(performance.now() - started), heldMs }, dir, keep, how);
  } catch (error) {
    logger.error({ err: error, dir, how }, `backup failed: nothing was written to ${dir} (${(error as Error).message})`);
    throw error;
  }
}
