import { DomainError, type Lang, formatPrice } from '@lib/platform';
import { appliedTender, applyTender, removeTender } from '@lib/checkout/payments/tenders.server';
import type { PaymentSplit } from '@lib/checkout/payments/tenders';
import { type Session, clearSessionData } from '@lib/platform/index.server';
import type { TFunction } from 'i18next';
import { type CardUse, maskCardNumber } from './schema';
import { cardRefusal, maxUsable, type StoredCard, tokenOf } from './ledger.server';

// What the gift and return-balance cards share once a card is known to the session: use an
// amount (the card's balance and maximum first, then the order's rules in applyTender), remove,
// and the figures the check calls answer.

type CardKind = 'gift_card' | 'imf_card';

const cardAnswer = (kind: CardKind, amount: number, split: PaymentSplit): CardUse => ({
  ...(kind === 'gift_card' ? { GiftCardAmount: amount } : { IMFCardAmount: amount }),
  IsGiftCardVisible: split.IsGiftCardVisible,
  IsIMFCardVisible: split.IsIMFCardVisible,
  IsOneCardVisible: split.IsOneCardVisible,
  Split: split,
});

/** Refuses a card that is inactive or expired with its kind's own code. */
export function assertUsable(card: StoredCard): void {
  const refusal = cardRefusal(card);
  if (refusal) throw new DomainError(refusal);
}

/** Applies an amount of a card to the session's checkout: within its balance and maximum, then the order's rules. */
export async function applyCard(session: Session, lang: Lang, card: StoredCard, amount: number): Promise<CardUse> {
  assertUsable(card);
  if (amount > card.balance) throw new DomainError('BALANCE_INSUFFICIENT');
  const max = maxUsable(card);
  if (amount > max) throw new DomainError('INVALID_AMOUNT', { Max: max });
  const kind = card.kind as CardKind;
  const split = await applyTender(session, lang, { kind, token: tokenOf(card), label: maskCardNumber(card.number), amount });
  return cardAnswer(kind, amount, split);
}

/** Takes the card off the checkout and forgets it in the session: remove clears everything. */
export async function removeCard(session: Session, lang: Lang, kind: CardKind): Promise<CardUse> {
  await clearSessionData(session, kind === 'gift_card' ? 'giftCard' : 'imfCard');
  return cardAnswer(kind, 0, await removeTender(session, lang, kind));
}

/** The card figures the check calls answer: number (masked), the amount applied, balance, maximum. */
export function cardFigures(session: Session, kind: CardKind, card: StoredCard | undefined) {
  return {
    number: card ? maskCardNumber(card.number) : '',
    amount: card ? (appliedTender(session, kind)?.amount ?? 0) : 0,
    balance: card?.balance ?? 0,
    max: card ? maxUsable(card) : 0,
  };
}

/** The line under a card's balance: the most the card pays of one order. */
export const infoText = (t: TFunction, card: StoredCard) =>
  t(card.kind === 'imf_card' ? 'giftcards:imf.infoText' : 'giftcards:gift.infoText', {
    max: formatPrice(maxUsable(card)),
  });
