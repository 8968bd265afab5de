import { CARD_TENDERS, TENDER_KINDS, TENDER_LIMITS, type TenderKind } from './tenders';

// How an order's total is shared between the stored-value instruments and the card
// (docs/behaviour/payments.md#stored-value-instruments). Pure: the payment split call, applying an
// instrument and placing the order all run it on the same numbers, so what the shopper saw is what is spent.

/** The order figures the caps are read from (kuruş). */
export interface SplitBasis {
  /** The order's total, shipping included. */
  total: number;
  shippingFee: number;
  /** What the partner-sold (marketplace) lines cost after their discounts: no gift, return or loyalty card pays them. */
  partnerGoods: number;
}

/** An instrument's chosen amount. */
export interface TenderAsk {
  kind: TenderKind;
  amount: number;
}

/** What each instrument is granted, and the rest left for the card. */
export interface Split {
  granted: TenderAsk[];
  rest: number;
}

const nonNegative = (value: number) => Math.max(0, Math.floor(value));

/** The most one instrument may take of an order by the rules, before what others already took. */
export function ruleCap(kind: TenderKind, basis: SplitBasis): number {
  const { total, shippingFee, partnerGoods } = basis;
  const storeGoods = nonNegative(total - partnerGoods);
  switch (kind) {
    case 'gift_card':
      return Math.min(storeGoods, TENDER_LIMITS.giftCardOrderCap);
    case 'imf_card':
      return storeGoods;
    case 'loyalty':
      if (total < TENDER_LIMITS.minimumCart) return 0;
      return Math.min(storeGoods, Math.floor(total * TENDER_LIMITS.loyaltyShare), TENDER_LIMITS.loyaltyOrderCap);
    case 'coins':
      // Coins never pay the shipping fee.
      if (total < TENDER_LIMITS.minimumCart) return 0;
      return nonNegative(total - shippingFee);
  }
}

/** Every instrument's cap for this order. */
export function ruleCaps(basis: SplitBasis): Record<TenderKind, number> {
  return Object.fromEntries(TENDER_KINDS.map((kind) => [kind, ruleCap(kind, basis)])) as Record<TenderKind, number>;
}

/**
 * Shares a total: the one card instrument first (a second is ignored: they never combine), then
 * coins, each granted at most its ask, its cap and what is left; coins leave the shipping fee to
 * the card. The rest is never negative and the grants never exceed the total.
 */
export function splitPayment(basis: SplitBasis, asks: readonly TenderAsk[]): Split {
  const total = nonNegative(basis.total);
  const card = asks.find((ask) => CARD_TENDERS.includes(ask.kind));
  const coins = asks.find((ask) => ask.kind === 'coins');
  const granted: TenderAsk[] = [];
  let left = total;
  if (card) {
    const amount = Math.min(nonNegative(card.amount), ruleCap(card.kind, basis), left);
    if (amount > 0) granted.push({ kind: card.kind, amount });
    left -= amount;
  }
  if (coins) {
    const amount = Math.min(nonNegative(coins.amount), ruleCap('coins', basis), nonNegative(left - basis.shippingFee));
    if (amount > 0) granted.push({ kind: 'coins', amount });
    left -= amount;
  }
  return { granted, rest: left };
}

/** A bag line as its fingerprint reads it. */
export interface BagLine {
  variantId: number;
  quantity: number;
  isGift: boolean;
}

/**
 * The fingerprint of a bag's contents (each variant, its quantity, whether a gift), in any order:
 * an instrument remembers the bag it was applied to, and lapses when the bag is another.
 */
export function bagFingerprint(lines: readonly BagLine[]): string {
  const text = lines
    .map((line) => `${line.variantId}x${line.quantity}${line.isGift ? 'g' : ''}`)
    .sort()
    .join(',');
  // FNV-1a, twice over with different seeds: short, stable, and never the bag's ids in the clear.
  const hash = (seed: number) => {
    let h = seed >>> 0;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16_777_619) >>> 0;
    return h.toString(36);
  };
  return `${lines.length}.${hash(2_166_136_261)}.${hash(3_735_928_559)}`;
}

/** What a checkout body says instruments pay of the order (kuruş; null: none; left out: it does not say). */
export type ShownTenders = Partial<Record<TenderKind, number | null>>;

/** Whether the split's lines pay what the body says they do, for every instrument it speaks of. */
export function shownAgree(lines: readonly { Kind: TenderKind; Amount: number }[], shown: ShownTenders): boolean {
  return Object.entries(shown).every(
    ([kind, amount]) => amount === undefined || (lines.find((line) => line.Kind === kind)?.Amount || null) === amount,
  );
}
