import { type SQL, sql } from 'drizzle-orm';
import { type Db, logger } from '@lib/platform/index.server';

// PGlite runs no autovacuum, so the store keeps its visibility maps and the planner's statistics
// current itself: after a start, a few seconds after it answers rather than on the way to its first
// answer (the database has its own thread, so requests meanwhile are served); and while it runs,
// every quarter of an hour, so that a store up for weeks between deploys keeps its listing counts
// index-only and its plans informed (docs/decisions/0051-start-time.md).

/** Runs `statement` on the embedded database with nobody waiting on it: a failure is logged, never thrown. */
const inBackground = (database: Pick<Db, 'execute'>, statement: SQL, failure: string) => () => {
  database.execute(statement).catch((error: unknown) => logger.warn({ err: error }, failure));
};

/** Vacuums and analyses now, for a database just seeded: its first plans would otherwise be made blind. */
export async function maintainNow(database: Pick<Db, 'execute'>): Promise<void> {
  await database.execute(sql`vacuum analyze`);
}

/** How long after a start the embedded database is vacuumed and its statistics refreshed. */
export const MAINTAIN_AFTER_MS = 10_000;

/** Vacuums and analyses `afterMs` from now; a stopping store does not wait for it, and a failure is logged. */
export function maintainSoon(database: Pick<Db, 'execute'>, afterMs = MAINTAIN_AFTER_MS): void {
  setTimeout(inBackground(database, sql`vacuum analyze`, 'vacuuming the database failed'), afterMs).unref();
}

/** How often a running store on the embedded database vacuums and analyses, as PostgreSQL's autovacuum would on its own. */
export const MAINTAIN_EVERY_MS = 15 * 60_000;

/** Vacuums and analyses every `everyMs`; a stopping store does not wait for it, and a failure is logged. */
export function maintainEvery(database: Pick<Db, 'execute'>, everyMs = MAINTAIN_EVERY_MS): void {
  setInterval(inBackground(database, sql`vacuum analyze`, 'vacuuming the database failed'), everyMs).unref();
}
