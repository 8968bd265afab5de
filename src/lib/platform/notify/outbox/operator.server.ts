import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
import { now } from '@lib/platform/clock/clock.server';
import { db, type Executor } from '@lib/platform/db/client.server';
import type { OutboxEntry } from '../messages';
import { outgoingMessages } from '../tables.server';
import { wakeSender } from './enqueue.server';

// What the operator sees of the outbox and does with it: the failed messages with the provider's
// reason, and a resend that puts one back in line (editor page /editor/messages, docs/operating.md).

/** Messages in a state, newest first. */
export async function outboxEntries(status: 'failed' | 'pending' | 'sent', limit = 100): Promise<OutboxEntry[]> {
  const rows = await (await db())
    .select()
    .from(outgoingMessages)
    .where(eq(outgoingMessages.status, status))
    .orderBy(desc(outgoingMessages.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    provider: row.provider,
    errorCode: row.errorCode,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  }));
}

/**
 * Puts failed messages back in line with their attempts counted afresh (after the operator fixed
 * what failed them: credentials, credit, a sender name). Only failed ones: a message pending or
 * sent is never sent twice by a resend. Answers how many went back.
 */
export async function resendFailed(ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const back = await (await db())
    .update(outgoingMessages)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now(), errorCode: null })
    .where(and(inArray(outgoingMessages.id, [...ids]), eq(outgoingMessages.status, 'failed')))
    .returning({ id: outgoingMessages.id });
  if (back.length > 0) await wakeSender(await db());
  return back.length;
}

/** Messages waiting, being sent and failed, by channel: what /metrics shows. */
export async function outboxCounts(): Promise<{ channel: string; status: string; count: number }[]> {
  return (await db())
    .select({ channel: outgoingMessages.channel, status: outgoingMessages.status, count: count() })
    .from(outgoingMessages)
    .where(inArray(outgoingMessages.status, ['pending', 'sending', 'failed']))
    .groupBy(outgoingMessages.channel, outgoingMessages.status);
}

/** How long a delivered message is kept for the operator before it is deleted (it holds personal data). */
const KEEP_SENT_DAYS = 30;

/** Deletes delivered and suppressed messages older than KEEP_SENT_DAYS; failed ones stay until resent or handled. */
export async function purgeOldMessages(): Promise<void> {
  const before = new Date(now().getTime() - KEEP_SENT_DAYS * 86_400_000);
  await (await db())
    .delete(outgoingMessages)
    .where(and(inArray(outgoingMessages.status, ['sent', 'suppressed']), lt(outgoingMessages.createdAt, before)));
}

/** Deletes what the outbox holds for a member's addresses, but the messages still to be sent (an erasure). */
export async function forgetRecipients(executor: Executor, recipients: readonly string[]): Promise<void> {
  if (recipients.length === 0) return;
  await executor
    .delete(outgoingMessages)
    .where(and(inArray(outgoingMessages.recipient, [...recipients]), inArray(outgoingMessages.status, ['sent', 'failed', 'suppressed'])));
}
