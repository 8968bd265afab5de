import { eq } from 'drizzle-orm';
import type { CheckoutResult } from '@lib/checkout';
import { db, waitFor } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { replay, type StoredAnswer } from '../records/answer';
import { orders } from '../records/tables.server';
import { ANSWERED } from './settle.server';

// A repeated submission (the same idempotency key) is given the first one's answer. While the first
// is still at the bank there is none yet: the repeat waits for its signal, not by polling the row.

/** How long a repeated submission waits for the first one's answer before CHECKOUT_IN_PROGRESS. */
const WAIT_FOR_FIRST_MS = 10_000;

async function storedAnswer(orderId: number): Promise<StoredAnswer | undefined> {
  const [row] = await (await db()).select({ answer: orders.answer }).from(orders).where(eq(orders.id, orderId));
  return (row?.answer as StoredAnswer | null) ?? undefined;
}

/** The order's answer to the checkout call, waiting for it while the first submission is still running. */
export async function answerOf(orderId: number): Promise<CheckoutResult> {
  const answer = await waitFor(ANSWERED, String(orderId), () => storedAnswer(orderId), WAIT_FOR_FIRST_MS);
  if (!answer) throw new DomainError('CHECKOUT_IN_PROGRESS');
  return replay(answer);
}
