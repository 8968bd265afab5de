import { sql } from 'drizzle-orm';
import { db, dbKind } from '@lib/platform/index.server';
import { isDraining } from './http/shutdown.server';

/** What /healthz reports: the database's kind when it answers a query, unavailable when it does not. */
type DatabaseHealth = { status: 'ok'; database: Awaited<ReturnType<typeof dbKind>> } | { status: 'unavailable' };

/** Asks the database for one row; never throws (a load balancer reads the answer, not a fault). */
export async function databaseHealth(): Promise<DatabaseHealth> {
  try {
    await (await db()).execute(sql`select 1`);
    return { status: 'ok', database: await dbKind() };
  } catch {
    return { status: 'unavailable' };
  }
}

/**
 * What /readyz reports: whether a balancer should send this process shoppers. Not while it drains
 * for a shutdown (it still finishes what it has), nor while its database does not answer.
 */
export async function readiness(): Promise<{ ready: boolean; status: string }> {
  if (isDraining()) return { ready: false, status: 'draining' };
  const health = await databaseHealth();
  return { ready: health.status === 'ok', status: health.status === 'ok' ? 'ready' : health.status };
}
