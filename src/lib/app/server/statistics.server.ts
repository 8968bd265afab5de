import { sql } from 'drizzle-orm';
import { type Db, logger } from '@lib/platform/index.server';

// PGlite runs no autovacuum, so the store refreshes the planner's statistics itself: at a start, a
// few seconds after it answers (boot.server.ts), rather than on the way to its first answer.

/** How long after a start the embedded database's statistics are refreshed. */
export const ANALYSE_AFTER_MS = 10_000;

/** Refreshes the planner's statistics `afterMs` from now; a stopping store does not wait for it, and a failure is logged. */
export function analyseSoon(database: Pick<Db, 'execute'>, afterMs = ANALYSE_AFTER_MS): void {
  setTimeout(() => {
    database.execute(sql`analyze`).catch((error: unknown) => logger.warn({ err: error }, 'refreshing the statistics failed'));
  }, afterMs).unref();
}
