import type { Lang } from '@lib/platform';
import type { PaymentSplit, TenderKind } from '@lib/checkout/payments/tenders';

// The amount a shopper types in lira, read in their language's number format, and the most a card
// may pay of the order as the page knows it (the server checks again).

/** Kuruş from what was typed in TL ("1.250,50" in Turkish, "1,250.50" in English); null when it is not an amount. */
export function parseLira(typed: string, lang: Lang): number | null {
  const [thousands, decimal] = lang === 'tr' ? ['.', ','] : [',', '.'];
  const plain = typed.replace(/\s|TL/gi, '').split(thousands).join('').replace(decimal, '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return null;
  return Math.round(Number(plain) * 100);
}

/** An amount in kuruş as the field's starting text, without thousands separators: 250,50 or 250.50. */
export function liraInput(kurus: number, lang: Lang): string {
  const lira = Math.floor(kurus / 100);
  const rest = kurus % 100;
  return rest === 0 ? String(lira) : `${lira}${lang === 'tr' ? ',' : '.'}${String(rest).padStart(2, '0')}`;
}

/** The most a card may pay of this order: its own maximum, the store's cap for its kind, and what is left (its own share counted back in). */
export function usableOn(split: PaymentSplit, kind: TenderKind, cardMax: number): number {
  const own = split.Tenders.find((line) => line.Kind === kind)?.Amount ?? 0;
  return Math.max(0, Math.min(cardMax, split.Caps[kind], split.Rest + own));
}
