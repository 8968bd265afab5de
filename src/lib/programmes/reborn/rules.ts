import { type Lang, parseTypedDecimal, parseTypedNumber } from '@lib/platform';
import type { PaymentSetting } from './catalogue';

// Reborn's pure rules: which payment settings the form offers, the payout of a price, how the item
// reaches the store, and the form's number formats. The form and the server both use them.

/** Applications a page of the list shows. */
export const APPLICATIONS_PAGE_SIZE = 10;

/** Photos an application takes. */
export const REBORN_PHOTOS_MIN = 1;
export const REBORN_PHOTOS_MAX = 4;

/** The settings once per display name, the first of each kept (the form's payment choices). */
export function uniqueByDisplayName<T extends Pick<PaymentSetting, 'DisplayName'>>(settings: readonly T[]): T[] {
  const seen = new Set<string>();
  return settings.filter((s) => !seen.has(s.DisplayName) && seen.add(s.DisplayName));
}

/** The setting of a payment type whose price range (whole TL) holds a price (kuruş), or undefined. */
export function settingFor(settings: readonly PaymentSetting[], type: PaymentSetting['PaymentType'], price: number) {
  const lira = Math.floor(price / 100);
  return settings.find((s) => s.PaymentType === type && lira >= s.MinPrice && lira <= s.MaxPrice);
}

/**
 * The asked price (kuruş) of what the shopper typed ("40.000", "40,000", "1.250,50"), or undefined:
 * the form's estimate and the server read the same text the same way.
 */
export function askedPrice(typed: string): number | undefined {
  const lira = parseTypedNumber(typed);
  return lira === undefined ? undefined : Math.round(lira * 100);
}

/** A size in cm as typed ("30,5" or "30.5"), kept as its plain number ("30.5"); never read with thousands. */
export function sizeOf(typed: string): string {
  return String(parseTypedDecimal(typed) ?? typed);
}

/**
 * The store's share (a ratio in per cent) as the language writes a percentage: "%20" in Turkish,
 * "20%" in English. Amounts are written the Turkish way in both languages (decision 0055), but a
 * per cent sign is a word's place in a sentence, which each language puts on its own side.
 */
export function shareText(ratio: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', { style: 'percent', maximumFractionDigits: 2 }).format(ratio / 100);
}

/** How the item reaches the store: a courier collects it from the member's address, or the member brings or posts it to the studio. */
export const HANDOVERS = ['pickup', 'send'] as const;
export type Handover = (typeof HANDOVERS)[number];

/** What the shopper receives (kuruş) of a sale price (kuruş) at a ratio: the price less the store's share, down to the kuruş. */
export function payoutOf(price: number, ratio: number): number {
  return Math.floor((price * (100 - ratio)) / 100);
}

/**
 * The status of a draft: the member's own until they approve it (the agreement accepted, and the
 * code when one is due). The store's desk never lists it; approval makes it an application.
 */
export const DRAFT = 'awaiting_approval';

/** The consignment's moves: each from one status to the next (docs/behaviour/reborn.md#statuses). */
export const MOVES = {
  offer: { from: 'in_review', to: 'offered' },
  accept: { from: 'offered', to: 'accepted' },
  reject: { from: 'offered', to: 'rejected' },
  sell: { from: 'accepted', to: 'sold' },
  pay: { from: 'sold', to: 'paid' },
} as const;
export type Move = keyof typeof MOVES;
