import { and, eq, inArray, or } from 'drizzle-orm';
import { db, env, signal, waitFor } from '@lib/platform/index.server';
import type { AuthoriseOutcome, ThreeDOutcome } from '../gateway';
import { iyzicoPayments } from './tables.server';

// The payment rows and their moves. Every move is one conditional UPDATE from the states it may
// leave, so of two racing requests one wins and the other reads what it did; each move is
// signalled, so a request waiting on another's outcome wakes without polling.

export type Row = typeof iyzicoPayments.$inferSelect;

/** The states a payment is still being settled in by some request. */
export const SETTLING = ['authorising', 'completing', 'unknown'];
const CHANNEL = 'iyzico_payment';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Where the 3-D page of a payment is served on this site. */
const threeDPagePath = (pageId: string) => `/cop-api/checkout/iyzico/3d/${pageId}`;

/** The id the store keeps for a payment: iyzico's paymentId once there is one, else the attempt's own. */
const transactionOf = (row: Row) => row.paymentId ?? row.id;

/** The payment a transaction id names (iyzico's paymentId, or the attempt's id). */
export async function byTransaction(transactionId: string): Promise<Row | undefined> {
  const ids = [eq(iyzicoPayments.paymentId, transactionId), ...(UUID.test(transactionId) ? [eq(iyzicoPayments.id, transactionId)] : [])];
  const [row] = await (await db())
    .select()
    .from(iyzicoPayments)
    .where(or(...ids));
  return row;
}

async function byId(id: string): Promise<Row | undefined> {
  const [row] = await (await db()).select().from(iyzicoPayments).where(eq(iyzicoPayments.id, id));
  return row;
}

/** Moves a payment on, only from the states given; the row when this call moved it, undefined when another got there first. */
export async function move(id: string, from: readonly string[], set: Partial<Row>): Promise<Row | undefined> {
  const database = await db();
  const [row] = await database
    .update(iyzicoPayments)
    .set(set)
    .where(and(eq(iyzicoPayments.id, id), inArray(iyzicoPayments.state, [...from])))
    .returning();
  if (row) await signal(database, CHANNEL, id);
  return row;
}

/** How long a request waits for another's call to iyzico to end: a charge and the question that settles it. */
const settleWaitMs = () => (2 * env().PROVIDER_TIMEOUT_SECONDS + 2) * 1000;

/** The payment once it has left the given states, waiting (on the move's signal) while another request settles it. */
export async function once(id: string, leaving: readonly string[]): Promise<Row> {
  const read = async () => {
    const row = await byId(id);
    return row && !leaving.includes(row.state) ? row : undefined;
  };
  return (await waitFor(CHANNEL, id, read, settleWaitMs())) ?? (await byId(id))!;
}

/** What a payment answers now and on every repeat of its reference; null while it is being settled. */
export function outcomeOf(row: Row): AuthoriseOutcome | null {
  const trace = { transactionId: transactionOf(row), maskedCard: row.maskedCard, brand: row.scheme, bankCode: row.bankCode };
  switch (row.state) {
    case 'approved':
    case 'refunded':
      return { status: 'approved', ...trace };
    case 'declined':
    case 'cancelled':
      return { status: 'declined', ...trace, code: row.code ?? '', ...(row.description ? { description: row.description } : {}) };
    case 'awaiting_3d':
      return { status: 'three_d', ...trace, redirectUrl: threeDPagePath(row.pageId ?? '') };
    default:
      return null;
  }
}

/** A 3-D payment's end as the store's return reads it; null while it is still open or being settled. */
export function threeDOutcomeOf(row: Row): ThreeDOutcome | null {
  const outcome = outcomeOf(row);
  if (outcome?.status === 'approved')
    return { reference: row.reference, transactionId: outcome.transactionId, status: 'approved', code: null };
  if (outcome?.status !== 'declined') return null;
  return {
    reference: row.reference,
    transactionId: outcome.transactionId,
    status: 'declined',
    code: outcome.code,
    description: outcome.description,
  };
}
