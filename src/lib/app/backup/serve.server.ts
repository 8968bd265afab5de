import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { env, logger } from '@lib/platform/index.server';
import { BackupQueue } from './queue';
import { schedulePeriod } from './rules';
import { backupPglite, type Taken } from './take.server';

// The running store's backups of its embedded database: every BACKUP_EVERY_HOURS, and whenever
// the process gets SIGUSR2 (what `npm run db:backup` sends the process named in the folder's lock).

/** The signal that asks the running store for a backup now. */
export const BACKUP_SIGNAL = 'SIGUSR2';

/** What the store's last backup came to, beside the database folder's lock: for `npm run db:backup` to read. */
export interface BackupStatus {
  /** When the run began (ms since the epoch): a run begun after a request answers it. */
  startedAt: number;
  path?: string;
  error?: string;
}

/** The file the store writes each backup's outcome to, beside the folder it backs up. */
export const statusFile = (pgliteDir: string) => `${resolve(pgliteDir)}.backup.json`;

/** Runs one backup and records its outcome in the status file (a failure to record is only logged). */
async function recorded(): Promise<Taken> {
  const status: BackupStatus = { startedAt: Date.now() };
  try {
    const taken = await backupPglite('while serving');
    status.path = taken.path;
    return taken;
  } catch (error) {
    status.error = (error as Error).message;
    throw error;
  } finally {
    await writeFile(statusFile(env().PGLITE_DIR), JSON.stringify(status)).catch((error) =>
      logger.warn({ err: error }, 'the backup status could not be written'),
    );
  }
}

/** The store's backups while it serves: request one, or stop (the shutdown waits for one in progress). */
export interface ServingBackups {
  request(): Promise<Taken | undefined>;
  stop(): Promise<void>;
}

/**
 * Listens for the backup signal at once (before the database opens, as the signal's default would
 * end the process), and backs up on the schedule once `ready` resolves. A failed backup is logged
 * and the store serves on.
 */
export function serveBackups(ready: Promise<unknown>): ServingBackups {
  const queue = new BackupQueue(async () => {
    await ready;
    return recorded();
  });
  const request = async () => {
    try {
      return await queue.request();
    } catch {
      return undefined; // logged by backupPglite
    }
  };
  const onSignal = () => {
    logger.info({ signal: BACKUP_SIGNAL, running: queue.busy }, 'backup asked for');
    void request();
  };
  process.on(BACKUP_SIGNAL, onSignal);
  const period = schedulePeriod(env().BACKUP_EVERY_HOURS);
  const timer = period === undefined ? undefined : setInterval(() => void request(), period);
  timer?.unref();
  return {
    request,
    async stop() {
      process.off(BACKUP_SIGNAL, onSignal);
      if (timer) clearInterval(timer);
      await queue.stop();
    },
  };
}
