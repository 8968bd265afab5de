import { appliedTenders, railFor } from '@lib/checkout/index.server';
import { type AuthoriseOutcome, type CheckoutInput, type CheckoutResult, TENDERS_SLOT } from '@lib/checkout';
import { clearSessionData, logger, now, type Session, setSessionData } from '@lib/platform/index.server';
import { DomainError, type ErrorName, type Lang, readData } from '@lib/platform';
import { checkoutResult, type StoredAnswer } from '../records/answer';
import { ownerOf } from '../records/owner';
import { answerOf } from './answers.server';
import { paymentOrderOf } from './payment-order';
import { cartIdOf, type PricedCheckout, priceCheckout } from './price.server';
import { reserve } from './reserve.server';
import { awaitPage, settle } from './settle.server';
import { redeemTenders } from './tenders.server';
import { abandon } from './three-d-return.server';

// Placing and settling an order, on one page (docs/behaviour/checkout.md#placing-the-order; docs/decisions/0018 and 0047).
// The steps, in the order they run, each with its undo:
//
//   step                                    undo, when a later step refuses
//   1 price      priceCheckout (price.server)   nothing was written
//   2 reserve    reserve (reserve.server)       settle failed: the stock goes back
//                  the one idempotency check, under the cart's lock
//   3 spend      redeemTenders (tenders.server) settle failed: each instrument given back
//   4 authorise  the method's rail pays the rest  abandon: the rail cancels what waits
//   5 3-D return concludeAsync (three-d-return.server), when the bank's page answers
//   6 settle     settle (settle.server): paid — received, out of the bag, confirmation queued;
//                  failed — the undo of 2 and 3
//
// Steps 1–4 run in the checkout call; 5 and 6 in whichever call learns the payment's end. A repeat
// of the call waits for the first one's answer (answers.server), and the pending sweep
// (housekeeping.server) abandons what nobody finishes. Providers plug in at step 4 (railFor).

/** The answer code of a bank that could not be reached (ISO 8583 91: issuer inoperative). */
const BANK_UNREACHABLE = '91';
/** Prices and reservations tried before a bag changing under every one answers CHECKOUT_IN_PROGRESS. */
const ATTEMPTS = 3;

/** Who places the order: the session, and the client address a provider is told. */
export interface Placer {
  session: Session;
  clientAddress: string;
  lang: Lang;
}

/** Steps 1 and 2: a reserved order, or the answer of the key's earlier one. */
async function priceAndReserve({ session, lang }: Placer, input: CheckoutInput) {
  for (let attempt = 1; ; attempt++) {
    // A refusal of pricing is kept until the key is checked: a repeat is answered, not refused.
    const priced = await priceCheckout(session, input, lang).catch((error: unknown) => {
      if (error instanceof DomainError) return error;
      throw error;
    });
    const cartId = priced instanceof DomainError ? await cartIdOf(session) : priced.prepared.cartId;
    const owner = ownerOf(session);
    const found = await reserve(
      { owner, key: input.IdempotencyKey, cartId, priced: priced instanceof DomainError ? priced : priced.prepared },
      now(),
    );
    if (found.kind === 'existing') return found;
    if (found.kind === 'reserved') return { ...found, priced: priced as PricedCheckout };
    if (attempt >= ATTEMPTS) throw new DomainError('CHECKOUT_IN_PROGRESS');
    // The bag's order left on a bank's page, as if that page were closed; or a bag changed under the lock.
    if (found.kind === 'waiting') await abandon(found.orderId);
  }
}

/** Step 4: the rail's answer, a refusal before it could start (a catalogue code), or null when it could not be reached. */
async function authorise(
  order: { number: string },
  priced: PricedCheckout,
  input: CheckoutInput,
  placer: Placer,
): Promise<AuthoriseOutcome | { status: 'refused'; code: ErrorName } | null> {
  const { session, lang, clientAddress } = placer;
  try {
    return await railFor(input.OrderInfo.PaymentMethodCode).pay({
      reference: order.number,
      amount: priced.rest,
      input,
      customerId: session.customerId,
      lang,
      order: paymentOrderOf(priced.prepared, priced.delivery, priced.rest, clientAddress, lang),
    });
  } catch (error) {
    if (error instanceof DomainError) return { status: 'refused', code: error.code };
    logger.error({ err: error, order: order.number }, 'payment authorisation failed');
    return null;
  }
}

/**
 * POST checkout: places the session's bag as an order and pays it. Answers the Result of a paid
 * order or of a page the shopper must finish on (3-D Secure, a provider); a refused payment
 * throws PAYMENT_FAILED with its Result. The same key answers the same, once, however repeated.
 */
export async function placeOrder(placer: Placer, input: CheckoutInput): Promise<CheckoutResult> {
  const { session } = placer;
  const found = await priceAndReserve(placer, input);
  if (found.kind === 'existing') return answerOf(found.orderId);
  const { orderId, number, priced } = found;
  await grantGuest(session, number);
  const refused = await redeemTenders(orderId, number, priced.tenders);
  if (refused) {
    await settle(orderId, { paid: false, code: refused });
    return answerOf(orderId);
  }
  const outcome =
    priced.rest === 0 ? ({ status: 'approved', transactionId: null } as const) : await authorise({ number }, priced, input, placer);
  if (outcome?.status === 'three_d') {
    const answer: StoredAnswer = {
      result: checkoutResult(number, { IsSucceed: true, IsAsyncPayment: true, RedirectUrl: outcome.redirectUrl }),
    };
    await awaitPage(orderId, answer, outcome.transactionId, outcome);
  } else if (outcome?.status === 'approved') {
    await settle(orderId, { paid: true, transactionId: outcome.transactionId, ...('maskedCard' in outcome ? { trace: outcome } : {}) });
  } else if (outcome?.status === 'refused') {
    await settle(orderId, { paid: false, code: outcome.code });
  } else {
    await settle(orderId, {
      paid: false,
      code: outcome?.code ?? BANK_UNREACHABLE,
      transactionId: outcome?.transactionId || undefined,
      description: outcome?.description,
    });
  }
  const answer = await answerOf(orderId);
  // The instruments are the order's now (a payment that fails later gives them back at their providers).
  if (answer.IsSucceed && appliedTenders(session).length > 0) await clearSessionData(session, TENDERS_SLOT);
  return answer;
}

/** Remembers a guest's order in the session: its grant to see the order. */
async function grantGuest(session: Session, number: string): Promise<void> {
  if (session.customerId != null) return;
  const placed = readData(session, 'guestOrders') ?? [];
  await setSessionData(session, 'guestOrders', [...placed.filter((n) => n !== number), number].slice(-20));
}
