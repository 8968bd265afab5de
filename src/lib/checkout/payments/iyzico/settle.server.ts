import type { z } from 'zod';
import { now } from '@lib/platform/index.server';
import { paymentAnswer, readAnswer } from './answers';
import { callIyzico, IyzicoUnreachable } from './client.server';
import { declineOf } from './codes';
import { move, type Row, SETTLING } from './store.server';
import type { IyzicoItem } from './tables.server';

// The ends of a charge (payment.create, or threedsPayment.create completing a 3-D one): approved
// with iyzico's payment and each item's transaction, declined with iyzico's reason, or, when the
// answer never came or made no sense, whatever iyzico says it did when asked by the reference.
// Never a second charge: a reference whose charge may have reached iyzico is only ever asked about.

/** ISO 8583 91 (issuer or switch inoperative): iyzico did not answer, and has no charge of the reference. */
export const UNREACHABLE = '91';
type Payment = z.output<typeof paymentAnswer>;

/** Records an approved charge: iyzico's payment id, and each basket item's transaction and paid price. */
async function approve(row: Row, payment: Payment): Promise<Row> {
  const items: IyzicoItem[] = row.items.map((item) => {
    const transaction = payment.itemTransactions.find((t) => t.itemId === item.itemId);
    return { ...item, transactionId: transaction?.paymentTransactionId ?? null, paid: transaction?.paidPrice ?? item.paid };
  });
  const set = { state: 'approved', paymentId: payment.paymentId, items, approvedAt: now(), threeDHtml: null };
  return (await move(row.id, SETTLING, set)) ?? row;
}

/** Records a decline with its code (and iyzico's message for a code the store has no text for). */
export async function decline(row: Row, reason: { code: string; description?: string }): Promise<Row> {
  const set = { state: 'declined', code: reason.code, description: reason.description ?? null, threeDHtml: null };
  return (await move(row.id, [...SETTLING, 'awaiting_3d'], set)) ?? row;
}

/**
 * Settles a charge whose answer did not come (or made no sense) by asking iyzico for the payment of
 * the reference: charged → approved, anything else → declined as unreachable. A question that goes
 * unanswered too leaves the payment unknown (asked again on a repeat of the reference) and throws.
 */
export async function settleByAsking(row: Row, sent = true): Promise<Row> {
  if (!sent) return decline(row, { code: UNREACHABLE });
  let raw: unknown;
  try {
    raw = await callIyzico('payment', 'retrieve', {
      locale: row.lang,
      conversationId: row.reference,
      paymentConversationId: row.reference,
    });
  } catch (error) {
    await move(row.id, SETTLING, { state: 'unknown' });
    throw new Error(`iyzico gave no answer for payment ${row.reference}: whether it was charged is unknown`, { cause: error });
  }
  const answer = readAnswer(paymentAnswer, raw);
  if (answer.ok && answer.value.paymentStatus === 'SUCCESS') return approve(row, answer.value);
  return decline(row, { code: UNREACHABLE });
}

/** Makes a charge call and settles the payment by its answer (or, without one, by asking). */
export async function charge(row: Row, resource: 'payment' | 'threedsPayment', request: Record<string, unknown>): Promise<Row> {
  let raw: unknown;
  try {
    raw = await callIyzico(resource, 'create', request);
  } catch (error) {
    if (error instanceof IyzicoUnreachable) return settleByAsking(row, error.reached);
    // Refused before anything was sent (the client could not build the request).
    await decline(row, { code: UNREACHABLE });
    throw error;
  }
  const answer = readAnswer(paymentAnswer, raw);
  if (answer.ok) return approve(row, answer.value);
  if (answer.malformed) return settleByAsking(row);
  return decline(row, declineOf(answer.code, answer.message));
}
