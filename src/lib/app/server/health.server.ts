import { sql } from 'drizzle-orm';
import { db, dbKind } from '@lib/platform/index.server';

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
