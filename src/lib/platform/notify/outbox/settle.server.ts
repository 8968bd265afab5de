import { and, eq } from 'drizzle-orm';
import { now } from '@lib/platform/clock/clock.server';
import type { Executor } from '@lib/platform/db/client.server';
import { outgoingMessages } from '../tables.server';
import { afterFailure, retryWaitSeconds } from './retry';

// Where an attempt ends: each write is guarded by status 'sending', so a sender whose lease ran
// out (and whose message another took over) cannot overwrite the newer outcome.

const holding = (id: string) => and(eq(outgoingMessages.id, id), eq(outgoingMessages.status, 'sending'));

/** Records a delivered message. */
export async function markSent(executor: Executor, id: string, outcome: { provider: string; providerId?: string; segments?: number }) {
  await executor
    .update(outgoingMessages)
    .set({
      status: 'sent',
      sentAt: now(),
      leaseUntil: null,
      provider: outcome.provider,
      providerId: outcome.providerId ?? null,
      segments: outcome.segments ?? null,
      errorCode: null,
      lastError: null,
    })
    .where(holding(id));
}

/** Records a commercial message not sent because the member's preferences no longer allow it. */
export async function markSuppressed(executor: Executor, id: string) {
  await executor.update(outgoingMessages).set({ status: 'suppressed', leaseUntil: null }).where(holding(id));
}

export interface Failure {
  provider: string;
  retry: boolean;
  code?: string;
  reason: string;
}

/** Records a failed attempt: pending again after the backoff, or failed once retrying cannot help. Answers which. */
export async function markFailed(
  executor: Executor,
  row: { id: string; attempts: number },
  failure: Failure,
  policy: { maxAttempts: number; retrySeconds: number },
): Promise<'retry' | 'failed'> {
  const next = afterFailure(row.attempts, failure.retry, policy.maxAttempts);
  const at = now();
  await executor
    .update(outgoingMessages)
    .set({
      status: next === 'retry' ? 'pending' : 'failed',
      nextAttemptAt: next === 'retry' ? new Date(at.getTime() + retryWaitSeconds(row.attempts, policy.retrySeconds) * 1000) : at,
      leaseUntil: null,
      provider: failure.provider,
      errorCode: failure.code ?? null,
      lastError: failure.reason.slice(0, 1000),
    })
    .where(holding(row.id));
  return next;
}
