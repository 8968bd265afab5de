import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { loadPgliteFolder, lockFolder, makePrivate } from '@lib/platform/index.server';

// A restore never leaves a folder half-restored: the backup is unpacked into a new folder beside
// the target and opened there (PostgreSQL starts on it and the store's tables read), and only a
// whole copy is renamed into place. The target's lock is held throughout, so a store cannot start
// on the folder meanwhile, and a store running on it makes the restore refuse.

/** A backup or restore refused or failed: its message is the one line the operator reads. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

/** Whether a folder holds anything (a missing folder holds nothing). */
async function holdsAnything(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** A name beside `folder` for this process, stamped with the time. */
const beside = (folder: string, what: string) =>
  join(dirname(folder), `${basename(folder)}.${what}-${new Date().toISOString().replace(/[-:.]/g, '')}`);

/**
 * Restores a backup of the embedded database into `target`. Refuses when a running store holds
 * the folder, when the folder holds anything and `force` is not given (with it, the old folder is
 * moved aside, never deleted), and when the file is not a whole backup (the target untouched).
 * Returns the folder the old contents were moved to, if any.
 */
export async function restorePglite(file: string, target: string, force: boolean): Promise<{ movedAside?: string }> {
  const folder = resolve(target);
  await mkdir(dirname(folder), { recursive: true });
  let release: () => void;
  try {
    release = lockFolder(folder);
  } catch (error) {
    throw new BackupRefused(`${(error as Error).message.replace(/; stop it.*$/, '')}: stop that store first; nothing was restored.`);
  }
  try {
    if (!force && (await holdsAnything(folder))) {
      throw new BackupRefused(`${folder} is not empty; restore into a new folder with --to, or add --force to move the old one aside.`);
    }
    let archive: Uint8Array;
    try {
      archive = await readFile(file);
    } catch (error) {
      throw new BackupRefused(
        `${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); nothing was restored.`,
      );
    }
    const fresh = beside(folder, 'restoring');
    try {
      await loadPgliteFolder(archive, fresh);
    } catch (error) {
      await rm(fresh, { recursive: true, force: true });
      throw new BackupRefused(`${file} is not a whole backup of the store's database (${(error as Error).message}); nothing was restored.`);
    }
    let movedAside: string | undefined;
    if (existsSync(folder)) {
      movedAside = beside(folder, 'before-restore');
      await rename(folder, movedAside);
      // The old data stays on disk: as private as the restored folder, whatever version wrote it.
      await makePrivate(movedAside);
    }
    await rename(fresh, folder);
    return { movedAside };
  } finally {
    release();
  }
}
