import { sql } from 'drizzle-orm';
import { now } from '@lib/platform/clock/clock.server';
import { db } from '@lib/platform/db/client.server';
import { throttleCounters } from './tables.server';

/**
 * Counts one attempt against a key in a fixed window and returns the count including it. One
 * INSERT … ON CONFLICT statement, so parallel attempts each get their own number and none is lost.
 */
export async function hit(key: string, windowSeconds: number): Promise<number> {
  const at = now();
  const endsAt = new Date(at.getTime() + windowSeconds * 1000);
  const rows = await (await db())
    .insert(throttleCounters)
    .values({ key, count: 1, windowEndsAt: endsAt })
    .onConflictDoUpdate({
      target: throttleCounters.key,
      set: {
        count: sql`case when ${throttleCounters.windowEndsAt} <= ${at.toISOString()}::timestamptz then 1 else ${throttleCounters.count} + 1 end`,
        windowEndsAt: sql`case when ${throttleCounters.windowEndsAt} <= ${at.toISOString()}::timestamptz then ${endsAt.toISOString()}::timestamptz else ${throttleCounters.windowEndsAt} end`,
      },
    })
    .returning({ count: throttleCounters.count });
  // Ended windows are swept now and then, on a hit, rather than by a timer.
  if (Math.random() < 0.01)
    await (await db()).delete(throttleCounters).where(sql`${throttleCounters.windowEndsAt} < ${at.toISOString()}::timestamptz`);
  return rows[0]!.count;
}

/** Takes back one counted attempt (a sign-in that turned out right). */
export async function unhit(key: string): Promise<void> {
  await (await db())
    .update(throttleCounters)
    .set({ count: sql`greatest(${throttleCounters.count} - 1, 0)` })
    .where(sql`${throttleCounters.key} = ${key}`);
}

/** Forgets a key's attempts (after a password reset, say). */
export async function clearHits(key: string): Promise<void> {
  await (await db()).delete(throttleCounters).where(sql`${throttleCounters.key} = ${key}`);
}
