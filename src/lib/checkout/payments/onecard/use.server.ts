import type { z } from 'zod';
import { DomainError, type Caller, readData } from '@lib/platform';
import { applyTender, paymentSplit } from '@lib/checkout/payments/tenders.server';
import { CARD_TENDERS, POINT_VALUE, type PaymentSplit, TENDER_LIMITS } from '@lib/checkout/payments/tenders';
import { setSessionData } from '@lib/platform/index.server';
import { enteredCard, maskCardNo, maxUsable, stateOf } from './cards.server';
import type { OneCard } from './tables.server';
import { cancelCode, confirmCode, pendingCode, sendCode } from './codes.server';
import type { OneCardState } from './api';
import type { useSchema } from './schema';

// Using points (docs/behaviour/payments.md#loyalty-card): at once (PrioritySelection 1), or after a code sent
// to the card's phone (PrioritySelection 0, then ConfirmationCode). The card's balance and the
// provider's maximum are checked here; the order's caps and the combination rules by applyTender.

/** The panel's state with the new split. */
export type OneCardAnswer = OneCardState & { Split: PaymentSplit };

/** Why this many points cannot be used on this card and order, checked before any code is sent (applyTender checks again). */
function checkPoints(card: OneCard, points: number, split: PaymentSplit): void {
  if (card.status === 'points_locked') throw new DomainError('ONECARD_POINTS_NOT_APPLIED');
  if (split.Tenders.some((tender) => tender.Kind !== 'loyalty' && CARD_TENDERS.includes(tender.Kind)))
    throw new DomainError('CARDS_CANNOT_BE_COMBINED');
  if (split.Total < TENDER_LIMITS.minimumCart) throw new DomainError('MINIMUM_CART_NOT_MET');
  // A cart of at least 1 TL where points may take nothing holds only partner-sold items.
  if (split.Caps.loyalty === 0) throw new DomainError('PARTNER_ITEMS_NOT_PAYABLE');
  if (points * POINT_VALUE > card.balance) throw new DomainError('BALANCE_INSUFFICIENT');
  const max = maxUsable(card, split);
  if (points > max) throw new DomainError('INVALID_AMOUNT', { Max: max }, { max });
}

async function apply(caller: Caller, card: OneCard, token: string, points: number): Promise<OneCardAnswer> {
  const Split = await applyTender(caller.session, caller.lang, {
    kind: 'loyalty',
    token,
    label: maskCardNo(card.cardNo),
    amount: points * POINT_VALUE,
  });
  return { ...(await stateOf(caller.session, caller)), Split };
}

/** POST use: points now, points after a code, or the code's answer; answers the panel's state and the split. */
export async function usePoints(caller: Caller, body: z.infer<typeof useSchema>): Promise<OneCardAnswer> {
  const { session } = caller;
  const { card, token, codeId } = await enteredCard(session);
  if ('ConfirmationCode' in body) {
    if (!codeId) throw new DomainError('OTP_NOT_VALID');
    const amount = await confirmCode(codeId, session, body.ConfirmationCode);
    await setSessionData(session, 'oneCard', { cardNo: card.cardNo, token });
    const points = amount / POINT_VALUE;
    checkPoints(card, points, await paymentSplit(session, caller.lang));
    return apply(caller, card, token, points);
  }
  const split = await paymentSplit(session, caller.lang);
  checkPoints(card, body.Point, split);
  if (body.PrioritySelection === 1) {
    if (codeId) await cancelCode(codeId, session);
    await setSessionData(session, 'oneCard', { cardNo: card.cardNo, token });
    return apply(caller, card, token, body.Point);
  }
  const id = await sendCode(card, body.Point * POINT_VALUE, caller, codeId);
  await setSessionData(session, 'oneCard', { cardNo: card.cardNo, token, codeId: id });
  return { ...(await stateOf(session, caller)), Split: split };
}

/** POST send code: a new code for the waiting use of points, after the resend wait. */
export async function resendCode(caller: Caller): Promise<OneCardState> {
  const { card, token, codeId } = await enteredCard(caller.session);
  if (!codeId) throw new DomainError('OTP_NOT_VALID');
  const code = await pendingCode(codeId, caller.session);
  if (!code) throw new DomainError('OTP_NOT_VALID');
  const id = await sendCode(card, code.points, caller, codeId);
  await setSessionData(caller.session, 'oneCard', { cardNo: card.cardNo, token, codeId: id });
  return stateOf(caller.session, caller);
}

/** POST cancel code: withdraws the waiting code; the points stay as they were. */
export async function withdrawCode(caller: Caller): Promise<OneCardState> {
  const entered = readData(caller.session, 'oneCard');
  if (entered?.codeId) {
    await cancelCode(entered.codeId, caller.session);
    await setSessionData(caller.session, 'oneCard', { cardNo: entered.cardNo, token: entered.token });
  }
  return stateOf(caller.session, caller);
}
