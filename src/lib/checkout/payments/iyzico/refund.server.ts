import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { db, now } from '@lib/platform/index.server';
import { BANK_CODES } from '../card/codes';
import type { RefundDetail } from '../gateway';
import { givenBackAnswer, readAnswer } from './answers';
import { callIyzico, IyzicoUnreachable } from './client.server';
import { toLira } from './money';
import { sameIstanbulDay, spreadRefund } from './spread';
import { byTransaction, type Row } from './store.server';
import { type IyzicoRefundPart, iyzicoPayments, iyzicoRefunds } from './tables.server';

// Giving money back at iyzico. The whole of a payment approved today (Türkiye's day) is cancelled
// (cancel.create: it never shows on the statement); anything else is refunded item by item
// (refund.create per paymentTransactionId). Each refund is written under the store's reference
// before any call, its items' amounts reserved, so a repeat of it gives nothing back twice; a call
// that goes unanswered is never sent again, but left for the operator.

type Refund = typeof iyzicoRefunds.$inferSelect;
type Result = { ok: boolean; code: string };
const DONE: Result = { ok: true, code: BANK_CODES.approved };

/** Writes the refund of a reference (or finds the one written), its items' amounts reserved; a refusal's code when it cannot be. */
async function plan(paymentRow: string, reference: string, amount: number, named: readonly string[]) {
  return (await db()).transaction(async (tx) => {
    const [payment] = await tx.select().from(iyzicoPayments).where(eq(iyzicoPayments.id, paymentRow)).for('update');
    const [found] = await tx
      .select()
      .from(iyzicoRefunds)
      .where(and(eq(iyzicoRefunds.paymentRow, paymentRow), eq(iyzicoRefunds.reference, reference)));
    if (found) return { refund: found, fresh: false };
    if (payment?.state !== 'approved') return { refused: BANK_CODES.invalidTransaction };
    const items = payment.items.filter((item) => item.transactionId !== null);
    const whole = amount === payment.amount && payment.items.every((item) => item.refunded === 0);
    const cancel = whole && payment.approvedAt !== null && sameIstanbulDay(payment.approvedAt, now());
    const refundable = items.map((item) => ({ ...item, transactionId: item.transactionId! }));
    const allocations = spreadRefund(refundable, named, amount);
    if (!allocations) return { refused: BANK_CODES.invalidAmount };
    const reserved = payment.items.map((item) => ({
      ...item,
      refunded: item.refunded + (allocations.find((a) => a.itemId === item.itemId)?.amount ?? 0),
    }));
    const state = reserved.every((item) => item.refunded === item.paid) ? 'refunded' : 'approved';
    await tx.update(iyzicoPayments).set({ items: reserved, state }).where(eq(iyzicoPayments.id, paymentRow));
    const parts: IyzicoRefundPart[] = allocations.map((a) => ({ ...a, state: 'pending' }));
    const kind = cancel ? 'cancel' : 'refund';
    const [refund] = await tx
      .insert(iyzicoRefunds)
      .values({ id: randomUUID(), paymentRow, reference, amount, kind, state: 'sending', parts })
      .returning();
    return { refund: refund!, fresh: true };
  });
}

async function save(id: string, set: Partial<Refund>): Promise<void> {
  await (await db()).update(iyzicoRefunds).set(set).where(eq(iyzicoRefunds.id, id));
}

/** Gives the reservations of parts not given back to their items again (a refund refused as a whole). */
async function release(paymentRow: string, parts: readonly IyzicoRefundPart[]): Promise<void> {
  await (await db()).transaction(async (tx) => {
    const [payment] = await tx.select().from(iyzicoPayments).where(eq(iyzicoPayments.id, paymentRow)).for('update');
    if (!payment) return;
    const back = (itemId: string) => parts.filter((p) => p.itemId === itemId && p.state !== 'done').reduce((sum, p) => sum + p.amount, 0);
    const items = payment.items.map((item) => ({ ...item, refunded: item.refunded - back(item.itemId) }));
    await tx.update(iyzicoPayments).set({ items, state: 'approved' }).where(eq(iyzicoPayments.id, paymentRow));
  });
}

/** One call that gives money back: done, refused (iyzico's code), or thrown when unanswered or unreadable. */
async function giveBack(
  resource: 'cancel' | 'refund',
  request: Record<string, unknown>,
): Promise<{ done: true } | { done: false; code: string }> {
  let raw: unknown;
  try {
    raw = await callIyzico(resource, 'create', request);
  } catch (error) {
    throw error instanceof IyzicoUnreachable ? Object.assign(error, { unknownOutcome: true }) : error;
  }
  const answer = readAnswer(givenBackAnswer, raw);
  if (answer.ok) return { done: true };
  if (answer.malformed) throw Object.assign(new Error(`iyzico's ${resource} answer was unreadable`), { unknownOutcome: true });
  return { done: false, code: answer.code };
}

async function send(payment: Row, refund: Refund): Promise<Result> {
  const common = { locale: payment.lang, conversationId: refund.reference, ip: payment.buyerIp };
  const parts = refund.parts.map((part) => ({ ...part }));
  try {
    if (refund.kind === 'cancel') {
      const cancelled = await giveBack('cancel', { ...common, paymentId: payment.paymentId });
      if (cancelled.done) {
        await save(refund.id, { state: 'done', parts: parts.map((p) => ({ ...p, state: 'done' })) });
        return DONE;
      }
      // Refused (the bank's day is closed after all): the same amounts go back item by item.
      await save(refund.id, { kind: 'refund', code: cancelled.code });
    }
    for (const part of parts) {
      const price = toLira(part.amount);
      part.state = 'unknown';
      await save(refund.id, { parts });
      const given = await giveBack('refund', { ...common, paymentTransactionId: part.transactionId, price, currency: 'TRY' });
      part.state = given.done ? 'done' : 'failed';
      if (given.done) continue;
      const partly = parts.some((p) => p.state === 'done');
      await save(refund.id, { parts, state: partly ? 'partial' : 'failed', code: given.code });
      if (partly) throw new Error(`iyzico refused part of refund ${refund.reference} after giving back the rest (${given.code})`);
      await release(payment.id, parts);
      return { ok: false, code: given.code };
    }
  } catch (error) {
    if ((error as { unknownOutcome?: boolean }).unknownOutcome) await save(refund.id, { parts, state: 'unknown' });
    throw error;
  }
  await save(refund.id, { parts, state: 'done' });
  return DONE;
}

/** Gives `amount` of a payment back once per `detail.reference` (see above); throws when iyzico's answer is unknown. */
export async function refund(transactionId: string, amount: number, detail?: RefundDetail): Promise<Result> {
  if (!Number.isSafeInteger(amount) || amount <= 0) return { ok: false, code: BANK_CODES.invalidAmount };
  const payment = await byTransaction(transactionId);
  if (!payment) return { ok: false, code: BANK_CODES.invalidTransaction };
  const planned = await plan(payment.id, detail?.reference ?? randomUUID(), amount, detail?.items ?? []);
  if ('refused' in planned) return { ok: false, code: planned.refused! };
  const { refund: found, fresh } = planned;
  if (found.state === 'done') return DONE;
  if (found.state === 'failed') return { ok: false, code: found.code ?? BANK_CODES.invalidTransaction };
  // Another request is sending it, or one was cut off, or a call went unanswered: never sent twice.
  if (!fresh) throw new Error(`refund ${found.reference} of payment ${payment.reference} is ${found.state}: left for the operator`);
  return send(payment, found);
}
