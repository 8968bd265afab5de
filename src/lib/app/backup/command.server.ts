import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { closeDb, env, lockHolder } from '@lib/platform/index.server';
import { listing } from './files.server';
import { backupPostgres, restorePostgres } from './postgres.server';
import { BackupRefused, restorePglite } from './restore.server';
import { newBackup, restoreRequest } from './rules';
import { BACKUP_SIGNAL } from './serve.server';
import { backupPglite } from './take.server';

// What `npm run db:backup` and `npm run db:restore` do (scripts/db-*.ts only read the environment
// and print): each returns the line to print, or throws a BackupRefused whose message is the one line.

/** How long `db:backup` waits for the running store's backup before it says to read the store's log. */
const SERVER_WAIT_MS = 120_000;

/** Whether the process still runs. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Asks the running store (pid) for a backup and waits for the new file in the folder; its path. */
async function askRunningStore(pid: number, dir: string, waitMs: number): Promise<string> {
  const before = new Set(await listing(dir));
  process.kill(pid, BACKUP_SIGNAL);
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    const found = newBackup(await listing(dir), before);
    if (found) return join(dir, found);
    if (!alive(pid)) throw new BackupRefused(`The store (pid ${pid}) stopped before its backup was written.`);
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new BackupRefused(`No backup appeared in ${dir} within ${waitMs / 1000} s; the store's log says why (look for "backup failed").`);
}

/**
 * `npm run db:backup`: pg_dump on PostgreSQL; on the embedded database, asks the store holding
 * the folder (SIGUSR2), or when none runs opens the folder itself. The new backup's path.
 */
export async function backupCommand(waitMs = SERVER_WAIT_MS): Promise<string> {
  const { DATABASE_URL, PGLITE_DIR, BACKUP_DIR } = env();
  if (DATABASE_URL) return (await backupPostgres(DATABASE_URL)).path;
  const folder = resolve(PGLITE_DIR);
  const pid = lockHolder(folder);
  if (pid !== undefined) return askRunningStore(pid, resolve(BACKUP_DIR), waitMs);
  if (!existsSync(join(folder, 'PG_VERSION'))) throw new BackupRefused(`There is no database in ${folder} to back up (PGLITE_DIR).`);
  try {
    return (await backupPglite('offline')).path;
  } finally {
    await closeDb();
  }
}

/** `npm run db:restore FILE [--to …] [--force]`: into a PostgreSQL database with pg_restore, or into a stopped store's folder. The line to print. */
export async function restoreCommand(args: readonly string[]): Promise<string> {
  const asked = restoreRequest(args);
  if ('error' in asked) throw new BackupRefused(asked.error);
  const { DATABASE_URL, PGLITE_DIR } = env();
  const toPostgres = asked.to ? /^postgres(ql)?:\/\//.test(asked.to) : DATABASE_URL !== undefined;
  if (toPostgres) {
    if (asked.force) throw new BackupRefused('--force is for the embedded database; on PostgreSQL restore into a new, empty database.');
    const url = asked.to ?? DATABASE_URL!;
    try {
      await restorePostgres(asked.file, url);
    } catch (error) {
      throw new BackupRefused((error as Error).message);
    }
    return `Restored ${asked.file} into the PostgreSQL database.`;
  }
  const target = resolve(asked.to ?? PGLITE_DIR);
  const { movedAside } = await restorePglite(asked.file, target, asked.force);
  return `Restored ${asked.file} into ${target}${movedAside ? `; the folder that was there is now ${movedAside}` : ''}.`;
}
