import { chmod, mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_FILE, PRIVATE_FOLDER } from '@lib/platform/index.server';
import { partialName, partialWriter, toPrune } from './rules';

// A backup is written under a hidden partial name, flushed to the disk, and only then renamed to
// its backup name (one atomic step in one folder): a crash, a full disk or a killed process leaves
// at most a partial file, which is removed, never a file that looks like a backup and is not.

/** A finished backup: where it is and its size. */
export interface Written {
  path: string;
  bytes: number;
}

/** Flushes a file or folder's entries to the disk, so a rename survives a power cut. */
async function flush(path: string, flags: string): Promise<number> {
  const handle = await open(path, flags);
  try {
    await handle.sync();
    return (await handle.stat()).size;
  } finally {
    await handle.close();
  }
}

/** Whether a process with this pid runs (a partial file's writer still writing). */
function running(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Writes a backup into `dir` as `name`: `fill` writes the whole file at the path it is given (a
 * partial name in the same folder), which is then flushed and renamed. On any failure the partial
 * file is removed and the error thrown.
 */
export async function writeAtomically(dir: string, name: string, fill: (path: string) => Promise<void>): Promise<Written> {
  // Backups hold password hashes and payment records: only the store's user reads them.
  await mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER });
  const partial = join(dir, partialName(name, process.pid));
  const path = join(dir, name);
  try {
    await fill(partial);
    await chmod(partial, PRIVATE_FILE);
    const bytes = await flush(partial, 'r+');
    await rename(partial, path);
    await flush(dir, 'r');
    return { path, bytes };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Removes the backups beyond the newest `keep`, and partial files whose writer is gone (a crash); the names removed. */
export async function prune(dir: string, keep: number): Promise<string[]> {
  const names = await readdir(dir);
  const orphans = names.filter((name) => {
    const writer = partialWriter(name);
    return writer !== undefined && !running(writer);
  });
  const removed = [...toPrune(names, keep), ...orphans];
  for (const name of removed) await rm(join(dir, name), { force: true });
  return removed;
}
