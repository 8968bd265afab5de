import { and, eq } from 'drizzle-orm';
import { resolveDelivery } from '@lib/checkout/resolve.server';
import { needsAmountConfirmation } from '@lib/checkout/rules';
import { CHECKOUT_API, type CheckoutInput, type CheckoutResult } from '@lib/checkout/schema';
import { now } from '@lib/clock/clock.server';
import { env } from '@lib/config/env.server';
import { db } from '@lib/db/client.server';
import { DomainError } from '@lib/errors/domain-error';
import type { Lang } from '@lib/i18n/lang';
import { logger } from '@lib/log/logger.server';
import { formatPrice } from '@lib/money/format';
import { cardDigits, isExpired } from '@lib/payments/cards';
import type { AuthoriseOutcome } from '@lib/payments/gateway';
import { paymentGateway } from '@lib/payments/gateway.server';
import { readData } from '@lib/session/data';
import { type Session, setSessionData } from '@lib/session/session.server';
import { checkoutResult, replay, type StoredAnswer } from './answer';
import { checkCardBank } from './instalments.server';
import { awaitThreeD } from './finalise.server';
import { settleFailed, settlePaid } from './outcome.server';
import { ownerOf } from './owner';
import { prepareOrder } from './prepare.server';
import { cartOf, priceOrder } from './pricing.server';
import { CartMoved, type Reservation, reserveOrder } from './reserve.server';
import { sweepStalePending } from './sweep.server';
import { orders } from './tables.server';

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

/** Checks the card beyond its form rules (run by the schema): not expired. */
function checkCard(input: CheckoutInput): void {
  const card = input.CreditCard;
  if (isExpired(card.ExpMonth, card.ExpYear, now())) throw new DomainError('CARD_EXPIRED');
}

/** Prices, checks and reserves the session's cart as an order; a cart changed under the lock is priced again. */
async function reserve(session: Session, input: CheckoutInput, lang: Lang): Promise<Reservation & { total: number }> {
  for (let attempt = 0; ; attempt++) {
    const found = await cartOf(session, lang);
    if (!found || found.rows.length === 0) throw new DomainError('CART_EMPTY');
    const info = input.OrderInfo;
    const delivery = await resolveDelivery(session, info, found.rows, lang);
    const price = await priceOrder(
      found.rows,
      found.cart,
      { paymentMethodCode: info.PaymentMethodCode, cardNo: input.CreditCard.CardNo, isPickup: info.isPickup },
      lang,
    );
    if (needsAmountConfirmation(input.TotalAmountToBePaid, price.total, env().RECALCULATE_CAMPAIGNS_ON_CHECKOUT)) {
      throw new DomainError(
        'CART_TOTAL_CHANGED',
        { PreviousAmount: input.TotalAmountToBePaid, ActualAmount: price.total },
        { from: formatPrice(input.TotalAmountToBePaid), to: formatPrice(price.total) },
      );
    }
    await checkCardBank(input, price);
    const prepared = await prepareOrder({
      owner: ownerOf(session),
      customerId: session.customerId,
      lang,
      input,
      cart: found.cart,
      rows: found.rows,
      delivery,
      price,
    });
    try {
      return { ...(await reserveOrder(prepared, now())), total: price.total };
    } catch (error) {
      if (!(error instanceof CartMoved)) throw error;
      // A cart changing under every attempt: the shopper is changing it elsewhere right now.
      if (attempt >= 2) throw new DomainError('CHECKOUT_IN_PROGRESS');
    }
  }
}

/** Remembers a guest's order in the session: its grant to see the order. */
async function grantGuest(session: Session, number: string): Promise<void> {
  if (session.customerId != null) return;
  const placed = readData(session, 'guestOrders') ?? [];
  await setSessionData(session, 'guestOrders', [...placed.filter((n) => n !== number), number].slice(-20));
}

/** Asks the bank; a bank that cannot be reached reads as its "try again" code. */
async function authorise(number: string, total: number, input: CheckoutInput, lang: Lang): Promise<AuthoriseOutcome | null> {
  const card = input.CreditCard;
  try {
    return await paymentGateway().authorise({
      reference: number,
      amount: total,
      installmentCount: card.InstallmentCount,
      card: {
        number: cardDigits(card.CardNo),
        expMonth: card.ExpMonth,
        expYear: card.ExpYear < 100 ? 2000 + card.ExpYear : card.ExpYear,
        securityCode: card.SecureCode,
        holder: card.CardName,
      },
      threeD: card.Is3DPayment,
      returnUrl: new URL(CHECKOUT_API.threeDReturn, env().SITE_URL).toString(),
      lang,
    });
  } catch (error) {
    logger.error({ err: error, order: number }, 'bank authorisation failed');
    return null;
  }
}

/**
 * POST checkout: places the session's cart as an order and pays it by card. Returns the Result of
 * a paid order or a 3-D Secure start; a declined payment throws PAYMENT_FAILED with its Result.
 */
export async function placeOrder(session: Session, input: CheckoutInput, lang: Lang): Promise<CheckoutResult> {
  await sweepStalePending();
  const earlier = await orderByKey(ownerOf(session), input.IdempotencyKey);
  if (earlier !== undefined) return answerOf(earlier);
  checkCard(input);
  const reservation = await reserve(session, input, lang);
  if (reservation.kind === 'existing') return answerOf(reservation.orderId);
  const { orderId, number, total } = reservation;
  await grantGuest(session, number);
  const outcome = await authorise(number, total, input, lang);
  if (outcome?.status === 'three_d') {
    const answer: StoredAnswer = {
      result: checkoutResult(number, { IsSucceed: true, IsAsyncPayment: true, RedirectUrl: outcome.redirectUrl }),
    };
    await awaitThreeD(orderId, outcome.transactionId, answer, outcome);
    return answer.result;
  }
  if (outcome?.status === 'approved') await settlePaid(orderId, { transactionId: outcome.transactionId, trace: outcome });
  else await settleFailed(orderId, outcome?.code ?? BANK_UNREACHABLE, outcome?.transactionId);
  return answerOf(orderId);
}
