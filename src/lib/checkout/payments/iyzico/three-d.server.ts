import { and, eq, isNotNull } from 'drizzle-orm';
import { db, env } from '@lib/platform/index.server';
import { BANK_CODES } from '../card/codes';
import type { ThreeDOutcome } from '../gateway';
import { callbackFields } from './answers';
import { THREE_D_NOT_VERIFIED, threeDVerified } from './codes';
import { charge, decline, settleByAsking } from './settle.server';
import { signedByIyzico } from './signature.server';
import { byTransaction, move, once, type Row, threeDOutcomeOf } from './store.server';
import { iyzicoPayments } from './tables.server';

// A 3-D payment's second half. iyzico's page posts its end to the store's return address; a
// verified one is claimed (awaiting_3d → completing, one conditional UPDATE: a replayed or parallel
// return completes it once) and completed with threedsPayment.create. The checkout giving up
// cancels one still waiting, locally: nothing is charged at iyzico before its completion.

/** Completes a claimed payment at iyzico; a completion left unanswered is settled by asking. */
async function complete(row: Row, conversationData: string | undefined): Promise<Row> {
  const request = {
    locale: row.lang,
    conversationId: row.reference,
    paymentId: row.paymentId,
    ...(conversationData ? { conversationData } : {}),
  };
  return charge(row, 'threedsPayment', request);
}

/** Reads iyzico's post to the return address: null when forged or of no payment waiting here; else the payment's end. */
export async function readThreeDReturn(fields: Record<string, string>): Promise<ThreeDOutcome | null> {
  const read = callbackFields.safeParse(fields);
  if (!read.success) return null;
  const callback = read.data;
  // Current versions sign the post; a signature that does not hold is a forgery, whatever else it says.
  if (callback.signature && !signedByIyzico(env().IYZICO_SECRET_KEY ?? '', callback, callback.signature)) return null;
  const [row] = await (await db())
    .select()
    .from(iyzicoPayments)
    .where(and(eq(iyzicoPayments.paymentId, callback.paymentId), eq(iyzicoPayments.reference, callback.conversationId)));
  if (!row?.threeD) return null;
  let settled: Row = row;
  if (row.state === 'awaiting_3d' && !threeDVerified(callback.status, callback.mdStatus)) {
    settled = await decline(row, { code: THREE_D_NOT_VERIFIED });
  } else if (row.state === 'awaiting_3d') {
    const claimed = await move(row.id, ['awaiting_3d'], { state: 'completing', threeDHtml: null });
    settled = claimed ? await complete(claimed, callback.conversationData) : row;
  }
  if (settled.state === 'awaiting_3d' || settled.state === 'completing') settled = await once(row.id, ['awaiting_3d', 'completing']);
  return threeDOutcomeOf(settled);
}

/**
 * Gives up a payment still waiting for its 3-D page (cancelled here: iyzico charges nothing until
 * the store completes it); one being completed right now is waited for, never cancelled.
 */
export async function cancelPending(transactionId: string): Promise<'cancelled' | 'approved' | 'declined'> {
  const row = await byTransaction(transactionId);
  if (!row) return 'declined';
  const cancelled = await move(row.id, ['awaiting_3d'], { state: 'cancelled', code: BANK_CODES.threeDAbandoned, threeDHtml: null });
  if (cancelled) return 'cancelled';
  let current = await once(row.id, ['authorising', 'completing']);
  // A completion whose request is gone (past the wait): iyzico is asked whether it charged.
  if (current.state === 'completing' || current.state === 'unknown') current = await settleByAsking(current);
  if (current.state === 'approved' || current.state === 'refunded') return 'approved';
  return current.state === 'cancelled' ? 'cancelled' : 'declined';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** iyzico's 3-D page (HTML) of a payment waiting for it, handed out once: its content is deleted as it is served. */
export async function takeThreeDPage(pageId: string): Promise<string | null> {
  if (!UUID.test(pageId)) return null;
  const taken = await (await db()).transaction(async (tx) => {
    const waiting = and(eq(iyzicoPayments.pageId, pageId), eq(iyzicoPayments.state, 'awaiting_3d'), isNotNull(iyzicoPayments.threeDHtml));
    // Locked, so of two requests for the page only the first finds the content.
    const [row] = await tx
      .select({ id: iyzicoPayments.id, html: iyzicoPayments.threeDHtml })
      .from(iyzicoPayments)
      .where(waiting)
      .for('update');
    if (row) await tx.update(iyzicoPayments).set({ threeDHtml: null }).where(eq(iyzicoPayments.id, row.id));
    return row?.html ?? null;
  });
  return taken === null ? null : Buffer.from(taken, 'base64').toString('utf8');
}
