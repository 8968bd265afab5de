import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { db } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { cardDigits, isCardNumber, maskCard } from '../card/cards';
import type { AuthoriseOutcome, AuthoriseRequest } from '../gateway';
import { readAnswer, threeDInitAnswer } from './answers';
import { callIyzico, IyzicoUnreachable } from './client.server';
import { declineOf } from './codes';
import { lookupCard } from './directory.server';
import { basketOf, paymentRequest } from './request';
import { charge, decline, settleByAsking, UNREACHABLE } from './settle.server';
import { move, once, outcomeOf, type Row } from './store.server';
import { iyzicoPayments } from './tables.server';

// Authorising at iyzico: the reference is written first (one row per reference, ON CONFLICT DO
// NOTHING), then iyzico is called once; a repeat or a parallel twin of the reference never calls it
// again but answers the first's outcome, waiting for it while the first is still at iyzico.

/** The outcome of a settled row, or the settling of one whose first request is gone (asked, never charged again). */
async function answerOf(row: Row): Promise<AuthoriseOutcome> {
  const inFlight = ['authorising', 'completing'];
  const waited = inFlight.includes(row.state) ? await once(row.id, inFlight) : row;
  const outcome = outcomeOf(waited);
  if (outcome) return outcome;
  // Still unsettled past the wait: its request is gone (a crash, a lost answer); iyzico is asked.
  return outcomeOf(await settleByAsking(waited)) ?? outcomeOf(await decline(waited, { code: UNREACHABLE }))!;
}

/** A 3-D payment's start: iyzico's page kept (to be served once on this site), or its refusal. */
async function startThreeD(row: Row, request: Record<string, unknown>): Promise<Row> {
  let raw: unknown;
  try {
    raw = await callIyzico('threedsInitialize', 'create', request);
  } catch (error) {
    // Nothing is charged before the completion: an unanswered start is only asked about.
    if (error instanceof IyzicoUnreachable) return settleByAsking(row, error.reached);
    await decline(row, { code: UNREACHABLE });
    throw error;
  }
  const answer = readAnswer(threeDInitAnswer, raw);
  if (!answer.ok) return answer.malformed ? settleByAsking(row) : decline(row, declineOf(answer.code, answer.message));
  const set = {
    state: 'awaiting_3d',
    paymentId: answer.value.paymentId,
    pageId: randomUUID(),
    threeDHtml: answer.value.threeDSHtmlContent,
  };
  return (await move(row.id, ['authorising'], set)) ?? row;
}

/** Authorises a payment at iyzico once per reference (docs/decisions/0045-iyzico.md). */
export async function authorise(request: AuthoriseRequest): Promise<AuthoriseOutcome> {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) throw new Error('amount must be a positive number of kuruş');
  if (!/^https?:\/\//.test(request.returnUrl)) throw new Error('iyzico posts its 3-D return to an absolute http(s) address');
  if (!request.order) throw new Error('iyzico charges an order: its buyer, addresses and items are needed');
  const basket = basketOf(request.order, request.amount);
  const digits = cardDigits(request.card.number);
  // A number that is no card, or a BIN iyzico knows no bank of: refused before anything is recorded.
  if (!isCardNumber(digits)) throw new DomainError('INVALID_BIN');
  // The amount's instalment answer (kept since the payment step asked it) tells whether 3-D is a must.
  const card = await lookupCard(digits, request.amount);
  if (!card) throw new DomainError('INVALID_BIN');
  // iyzico documents it: a debit card pays with 3-D Secure only, as does a card its bank forces it on.
  const threeD = request.threeD || card.forceThreeD || card.cardType === 'debit';
  const database = await db();
  const [row] = await database
    .insert(iyzicoPayments)
    .values({
      id: randomUUID(),
      reference: request.reference,
      state: 'authorising',
      threeD,
      amount: request.amount,
      installmentCount: request.installmentCount,
      maskedCard: maskCard(digits),
      scheme: card.scheme,
      bankCode: card.bank.code,
      lang: request.lang,
      buyerIp: request.order.buyer.ip,
      items: basket.map((line) => ({ itemId: line.id, transactionId: null, paid: line.amount, refunded: 0 })),
    })
    .onConflictDoNothing({ target: iyzicoPayments.reference })
    .returning();
  if (!row) {
    const [first] = await database.select().from(iyzicoPayments).where(eq(iyzicoPayments.reference, request.reference));
    return answerOf(first!);
  }
  const body = paymentRequest(request, request.order, basket, threeD ? request.returnUrl : undefined);
  const settled = threeD ? await startThreeD(row, body) : await charge(row, 'payment', body);
  return answerOf(settled);
}
