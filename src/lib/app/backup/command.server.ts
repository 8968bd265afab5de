import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { closeDb, env, lockHolder } from '@lib/platform/index.server';
import { backupPostgres, restorePostgres } from './postgres.server';
import { BackupRefused, restorePglite } from './restore.server';
import { kindOf, restoreRequest } from './rules';
import { BACKUP_SIGNAL, type BackupStatus, statusFile } from './serve.server';
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

/** The store's last backup outcome, when one was recorded. */
async function lastStatus(file: string): Promise<BackupStatus | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as BackupStatus;
  } catch {
    return undefined; // none yet, or being written
  }
}

/** Asks the running store (pid) for a backup and waits for the outcome of a run begun after asking; the new file's path. */
async function askRunningStore(pid: number, pgliteDir: string, waitMs: number): Promise<string> {
  const asked = Date.now();
  process.kill(pid, BACKUP_SIGNAL);
  const deadline = asked + waitMs;
  while (Date.now() < deadline) {
    const status = await lastStatus(statusFile(pgliteDir));
    if (status && status.startedAt >= asked) {
      if (status.path) return status.path;
      throw new BackupRefused(`The store's backup failed: ${status.error ?? 'see its log'}.`);
    }
    if (!alive(pid)) throw new BackupRefused(`The store (pid ${pid}) stopped before its backup was written.`);
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new BackupRefused(`The store (pid ${pid}) wrote no backup within ${waitMs / 1000} s; its log says why (look for "backup").`);
}

/**
 * `npm run db:backup`: pg_dump on PostgreSQL; on the embedded database, asks the store holding
 * the folder (SIGUSR2), or when none runs opens the folder itself. The new backup's path.
 */
export async function backupCommand(waitMs = SERVER_WAIT_MS): Promise<string> {
  const { DATABASE_URL, PGLITE_DIR } = env();
  if (DATABASE_URL) return (await backupPostgres(DATABASE_URL)).path;
  const folder = resolve(PGLITE_DIR);
  const pid = lockHolder(folder);
  if (pid !== undefined) return askRunningStore(pid, PGLITE_DIR, waitMs);
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
  const kind = kindOf(basename(asked.file));
  if (kind && (kind === 'postgres') !== toPostgres) {
    throw new BackupRefused(
      kind === 'postgres'
        ? `${asked.file} is a PostgreSQL backup: restore it with DATABASE_URL set, or --to postgres://…`
        : `${asked.file} is a backup of the embedded database: restore it without DATABASE_URL, or --to <folder>.`,
    );
  }
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
