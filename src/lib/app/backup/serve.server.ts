import { env, logger } from '@lib/platform/index.server';
import { BackupQueue } from './queue';
import { schedulePeriod } from './rules';
import { backupPglite, type Taken } from './take.server';

// The running store's backups of its embedded database: every BACKUP_EVERY_HOURS, and whenever
// the process gets SIGUSR2 (what `npm run db:backup` sends the process named in the folder's lock).

/** The signal that asks the running store for a backup now. */
export const BACKUP_SIGNAL = 'SIGUSR2';

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
    return backupPglite('while serving');
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
