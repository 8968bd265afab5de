import { parseTypedNumber } from '@lib/platform';
import type { PaymentSplit, TenderKind } from '@lib/checkout/payments/tenders';

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

/** The most a card may pay of this order: its own maximum, the store's cap for its kind, and what is left (its own share counted back in). */
export function usableOn(split: PaymentSplit, kind: TenderKind, cardMax: number): number {
  const own = split.Tenders.find((line) => line.Kind === kind)?.Amount ?? 0;
  return Math.max(0, Math.min(cardMax, split.Caps[kind], split.Rest + own));
}
