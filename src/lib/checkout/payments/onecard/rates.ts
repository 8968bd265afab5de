// Loyalty earning (The One): points per 100 TL paid, by segment. Pure, so the payment step can
// show the same figure the cart does.

/** The segments of The One, entry first (src/content/loyalty). */
export const SEGMENTS = ['siz', 'white', 'beige', 'gold', 'platinum', 'vip'] as const;
export type Segment = (typeof SEGMENTS)[number];

/** The segment every member starts in, and the one a guest is shown. */
export const ENTRY_SEGMENT: Segment = 'siz';

/** Points credited to the account this many days after an online purchase (docs/behaviour/loyalty.md#points). */
export const CREDITED_AFTER_DAYS = 30;

/** The demo earning rates, as the segment pages state them (a unit test compares them). */
export const DEMO_RATES: Record<Segment, number> = { siz: 1, white: 2, beige: 3, gold: 4, platinum: 5, vip: 7 };

/** Points an amount paid (kuruş) earns at a rate of points per 100 TL; a part of 100 TL earns nothing. */
export function pointsFor(amountPaid: number, pointsPer100: number): number {
  if (amountPaid <= 0 || pointsPer100 <= 0) return 0;
  return Math.floor(amountPaid / 10_000) * pointsPer100;
}
