import { and, eq } from 'drizzle-orm';
import { resolveDelivery, railFor, appliedTenders, cartOf, type GrantedTender, orderTenders, priceOrder } from '@lib/checkout/index.server';
import {
  needsAmountConfirmation,
  type CheckoutInput,
  type CheckoutResult,
  isExpired,
  type AuthoriseOutcome,
  TENDERS_SLOT,
} from '@lib/checkout';
import { now, env, db, logger, clearSessionData, type Session, setSessionData } from '@lib/platform/index.server';
import { type ErrorName, DomainError, type Lang, formatPrice, readData } from '@lib/platform';
import { checkoutResult, replay, type StoredAnswer } from '../records/answer';
import { checkCardBank } from './instalments.server';
import { awaitThreeD } from './finalise.server';
import { giveUpWaiting } from './three-d-return.server';
import { settleFailed, settlePaid } from './outcome.server';
import { ownerOf } from '../records/owner';
import { prepareOrder } from './prepare.server';
import { CartMoved, type Reservation, reserveOrder } from './reserve.server';
import { sweepStalePending } from './sweep.server';
import { redeemTenders } from './tenders.server';
import { orders } from '../records/tables.server';

// Placing an order (shopping-journey 5; docs/decisions/0018): everything is checked and priced
// from the database first; then three steps, each its own transaction or call — reserve (stock
// taken, order written, payment_pending), authorise at the bank outside any transaction, finalise
// (received or failed). An owner's idempotency key finds the first attempt's order and answer.

/** How long a repeated submission waits for the first one's answer before CHECKOUT_IN_PROGRESS. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 50;
/** The answer code of a bank that could not be reached (ISO 8583 91: issuer inoperative). */
const BANK_UNREACHABLE = '91';

/** The stored answer of an order, waiting briefly while the first submission is still running. */
async function answerOf(orderId: number): Promise<CheckoutResult> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const [row] = await (await db()).select({ answer: orders.answer }).from(orders).where(eq(orders.id, orderId));
    if (row?.answer) return replay(row.answer as StoredAnswer);
    if (Date.now() >= deadline) throw new DomainError('CHECKOUT_IN_PROGRESS');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function orderByKey(owner: string, key: string): Promise<number | undefined> {
  const [row] = await (await db())
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.owner, owner), eq(orders.idempotencyKey, key)));
  return row?.id;
}

/** Checks what pays the rest beyond its form rules: a typed card present and not expired, the wallet's card chosen. */
async function checkRail(input: CheckoutInput, price: Awaited<ReturnType<typeof priceOrder>>, rest: number): Promise<void> {
  const method = input.OrderInfo.PaymentMethodCode;
  if (method === 'masterpass') {
    if (!input.MasterPassInfo?.Token) throw new DomainError('PAYMENT_METHOD_MISSING');
    return;
  }
  if (method !== 'credit_card' && method !== 'debit_card') return;
  const card = input.CreditCard;
  if (!card?.CardNo) throw new DomainError('PAYMENT_METHOD_MISSING');
  if (isExpired(card.ExpMonth, card.ExpYear, now())) throw new DomainError('CARD_EXPIRED');
  await checkCardBank(input, price, rest);
}

/** Prices, checks and reserves the session's cart as an order; a cart changed under the lock is priced again. */
async function reserve(
  session: Session,
  input: CheckoutInput,
  lang: Lang,
): Promise<Reservation & { total: number; rest: number; tenders: GrantedTender[] }> {
  for (let attempt = 0; ; attempt++) {
    const found = await cartOf(session, lang);
    if (!found || found.rows.length === 0) throw new DomainError('CART_EMPTY');
    if (attempt === 0) await giveUpWaiting(found.cart.id);
    const info = input.OrderInfo;
    const delivery = await resolveDelivery(session, info, found.rows, lang);
    const price = await priceOrder(
      found.rows,
      found.cart,
      { paymentMethodCode: info.PaymentMethodCode, cardNo: input.CreditCard?.CardNo, isPickup: info.isPickup },
      lang,
    );
    if (needsAmountConfirmation(input.TotalAmountToBePaid, price.total, env().RECALCULATE_CAMPAIGNS_ON_CHECKOUT)) {
      throw new DomainError(
        'CART_TOTAL_CHANGED',
        { PreviousAmount: input.TotalAmountToBePaid, ActualAmount: price.total },
        { from: formatPrice(input.TotalAmountToBePaid), to: formatPrice(price.total) },
      );
    }
    // Instruments applied to another bag refuse the order (INSTRUMENT_LAPSED): never spent unseen.
    const { granted, rest } = await orderTenders(session, found.rows, price, true);
    if (rest > 0) await checkRail(input, price, rest);
    const prepared = await prepareOrder({
      owner: ownerOf(session),
      customerId: session.customerId,
      lang,
      input,
      cart: found.cart,
      rows: found.rows,
      delivery,
      price,
      tenders: granted,
      rest,
    });
    try {
      return { ...(await reserveOrder(prepared, now())), total: price.total, rest, tenders: granted };
    } catch (error) {
      if (!(error instanceof CartMoved)) throw error;
      // A cart changing under every attempt: the shopper is changing it elsewhere right now.
      if (attempt >= 2) throw new DomainError('CHECKOUT_IN_PROGRESS');
    }
  }
}

/**
 * Reserves the order; a cart found empty because a parallel submission of the same key placed it
 * (after this one looked the key up) answers that first order, not CART_EMPTY.
 */
async function reserveOrFirst(
  session: Session,
  input: CheckoutInput,
  lang: Lang,
): Promise<Awaited<ReturnType<typeof reserve>> | { kind: 'existing'; orderId: number }> {
  try {
    return await reserve(session, input, lang);
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'CART_EMPTY') throw error;
    const first = await orderByKey(ownerOf(session), input.IdempotencyKey);
    if (first === undefined) throw error;
    return { kind: 'existing', orderId: first };
  }
}

/** Remembers a guest's order in the session: its grant to see the order. */
async function grantGuest(session: Session, number: string): Promise<void> {
  if (session.customerId != null) return;
  const placed = readData(session, 'guestOrders') ?? [];
  await setSessionData(session, 'guestOrders', [...placed.filter((n) => n !== number), number].slice(-20));
}

/** A rail's answer, a refusal before it could start (a catalogue code), or null when it could not be reached. */
type RestOutcome = AuthoriseOutcome | { status: 'refused'; code: ErrorName } | null;

/** Pays the rest on the method's rail. */
async function payRest(number: string, rest: number, input: CheckoutInput, customerId: number | null, lang: Lang): Promise<RestOutcome> {
  try {
    return await railFor(input.OrderInfo.PaymentMethodCode).pay({ reference: number, amount: rest, input, customerId, lang });
  } catch (error) {
    if (error instanceof DomainError) return { status: 'refused', code: error.code };
    logger.error({ err: error, order: number }, 'payment authorisation failed');
    return null;
  }
}

/**
 * POST checkout: places the session's cart as an order, spends its stored-value instruments, and pays
 * the rest on the method's rail. Returns the Result of a paid order or of a page the shopper must
 * finish on (3-D Secure, a provider); a refused payment throws PAYMENT_FAILED with its Result.
 */
export async function placeOrder(session: Session, input: CheckoutInput, lang: Lang): Promise<CheckoutResult> {
  await sweepStalePending();
  const earlier = await orderByKey(ownerOf(session), input.IdempotencyKey);
  if (earlier !== undefined) return answerOf(earlier);
  const reservation = await reserveOrFirst(session, input, lang);
  if (reservation.kind === 'existing') return answerOf(reservation.orderId);
  const { orderId, number, rest, tenders } = reservation;
  await grantGuest(session, number);
  const refused = await redeemTenders(orderId, number, tenders);
  if (refused) {
    await settleFailed(orderId, refused);
    return answerOf(orderId);
  }
  if (rest === 0) {
    await settlePaid(orderId, { transactionId: null });
    await spendTenders(session);
    return answerOf(orderId);
  }
  const outcome = await payRest(number, rest, input, session.customerId, lang);
  if (outcome?.status === 'three_d') {
    const answer: StoredAnswer = {
      result: checkoutResult(number, { IsSucceed: true, IsAsyncPayment: true, RedirectUrl: outcome.redirectUrl }),
    };
    await awaitThreeD(orderId, outcome.transactionId, answer, outcome);
    await spendTenders(session);
    return answer.result;
  }
  if (outcome?.status === 'approved') {
    await settlePaid(orderId, { transactionId: outcome.transactionId, trace: outcome });
    await spendTenders(session);
  } else if (outcome?.status === 'refused') await settleFailed(orderId, outcome.code);
  else await settleFailed(orderId, outcome?.code ?? BANK_UNREACHABLE, outcome?.transactionId || undefined);
  return answerOf(orderId);
}

/**
 * The session's instruments are the order's now: a next order starts without them. (A 3-D payment
 * that fails after this gives them back at their providers; the shopper applies them again.)
 */
async function spendTenders(session: Session): Promise<void> {
  if (appliedTenders(session).length > 0) await clearSessionData(session, TENDERS_SLOT);
}
