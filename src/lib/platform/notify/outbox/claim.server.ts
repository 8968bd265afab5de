import { and, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { now } from '@lib/platform/clock/clock.server';
import type { Executor } from '@lib/platform/db/client.server';
import { outgoingMessages } from '../tables.server';

export type OutgoingRow = typeof outgoingMessages.$inferSelect;

/**
 * How long a sender holds a message it took: longer than any provider may take (10 s at most),
 * so only a sender that died mid-send loses it to another.
 */
const LEASE_SECONDS = 60;

const leaseFrom = (at: Date) => new Date(at.getTime() + LEASE_SECONDS * 1000);

/**
 * Takes up to `limit` messages that are due (pending, or held by a sender whose lease ran out),
 * counting the attempt. SKIP LOCKED lets several processes take from one outbox at once, each
 * message by one of them.
 */
export async function claimDue(executor: Executor, limit: number): Promise<OutgoingRow[]> {
  const at = now();
  const due = executor
    .select({ id: outgoingMessages.id })
    .from(outgoingMessages)
    .where(
      and(
        inArray(outgoingMessages.status, ['pending', 'sending']),
        lte(outgoingMessages.nextAttemptAt, at),
        or(eq(outgoingMessages.status, 'pending'), lt(outgoingMessages.leaseUntil, at)),
      ),
    )
    .orderBy(outgoingMessages.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return executor
    .update(outgoingMessages)
    .set({ status: 'sending', leaseUntil: leaseFrom(at), attempts: sql`${outgoingMessages.attempts} + 1` })
    .where(inArray(outgoingMessages.id, due))
    .returning();
}

/** Whether any message is being sent now under a live lease (by this process or another). */
export async function anySending(executor: Executor): Promise<boolean> {
  const [row] = await executor
    .select({ id: outgoingMessages.id })
    .from(outgoingMessages)
    .where(and(eq(outgoingMessages.status, 'sending'), gte(outgoingMessages.leaseUntil, now())))
    .limit(1);
  return row !== undefined;
}

/**
 * Makes every message held by a sender, or waiting for its retry, due now: only where no other
 * sender can be alive (the embedded database's one process, at its start).
 */
export async function dueNow(executor: Executor): Promise<void> {
  await executor
    .update(outgoingMessages)
    .set({ status: 'pending', leaseUntil: null, nextAttemptAt: now() })
    .where(inArray(outgoingMessages.status, ['pending', 'sending']));
}

/** The row of a message written to be sent at once: already held by the writer. */
export const heldAtBirth = (at: Date) => ({ status: 'sending' as const, attempts: 1, leaseUntil: leaseFrom(at) });
