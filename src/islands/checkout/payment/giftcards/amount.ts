import { parseTypedNumber } from '@lib/platform';
import { type PaymentSplit, TENDER_LIMITS, type TenderKind } from '@lib/checkout/payments/tenders';

// The amount a shopper types in lira, read by the store's one rule for typed numbers (decision
// 0055: "5000", "5.000", "5,000", "1.250,50" and "1,250.50" alike, in either language), and the
// most a card may pay of the order as the page knows it (the server checks again).

/** The largest amount a field takes: nine digits of lira, far past any card's balance. */
const MAX_LIRA = 999_999_999;

/** Kuruş from what was typed in TL; null when it is not an amount the store can read. */
export function parseLira(typed: string): number | null {
  const lira = parseTypedNumber(typed.replace(/TL/gi, ''));
  if (lira === undefined || lira > MAX_LIRA) return null;
  return Math.round(lira * 100);
}

const asShown = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** An amount in kuruş as the field's starting text, written as the page writes amounts: 20.000 or 250,50. */
export function liraInput(kurus: number): string {
  const text = asShown.format(kurus / 100);
  // Kuruş are always two digits (250,5 would read as 250 lira 50 kuruş anyway, but shows oddly).
  return /,\d$/.test(text) ? `${text}0` : text;
}

/** Why a card may pay no more of this order than its limit: the first of these that binds. */
export type LimitReason = 'order' | 'balance' | 'card' | 'store' | 'partner';

/** The one limit a checked card has on this order: the amount, and the reason the shopper is told. */
export interface CardLimit {
  amount: number;
  reason: LimitReason;
}

/**
 * The most a card may pay of this order, as one figure with one reason (the server checks again):
 * the smallest of what is left to pay (its own share counted back in), the card's balance, the
 * card's own per-order maximum, the store's cap for its kind (a gift card: 20,000 TL of an order)
 * and the store-sold part of the order (partner sellers' pieces are never paid with these cards).
 * `cardMax` is what the balance answer says the card may pay (its balance or its maximum, the
 * smaller). On a tie the reason a shopper reads most simply wins, in the order of LimitReason.
 */
export function cardLimit(split: PaymentSplit, kind: TenderKind, card: { balance: number; cardMax: number }): CardLimit {
  const own = split.Tenders.find((line) => line.Kind === kind)?.Amount ?? 0;
  const storeCap = kind === 'gift_card' ? TENDER_LIMITS.giftCardOrderCap : Number.POSITIVE_INFINITY;
  // The rule's cap is the store's cap or, below it, the store-sold part of the order.
  const ruleCap = split.Caps[kind];
  const limits: Record<LimitReason, number> = {
    order: split.Rest + own,
    balance: card.balance,
    card: card.cardMax,
    store: ruleCap >= storeCap ? storeCap : Number.POSITIVE_INFINITY,
    partner: ruleCap < storeCap ? ruleCap : Number.POSITIVE_INFINITY,
  };
  const reasons = Object.keys(limits) as LimitReason[];
  const reason = reasons.reduce((best, next) => (limits[next] < limits[best] ? next : best));
  return { amount: Math.max(0, limits[reason]), reason };
}
