// Stored-value instruments (docs/behaviour/payments.md#stored-value-instruments): a gift card, a return-balance (IMF)
// card, loyalty (OneCard) points and partner coins pay part of an order; the rest goes to a card,
// the card wallet or a digital provider. Applied in the session first; spent at their provider
// only when the order is placed, and given back when its payment fails. Amounts are kuruş.

/** The instruments that pay part of an order before the rest is charged. */
export const TENDER_KINDS = ['gift_card', 'imf_card', 'loyalty', 'coins'] as const;
export type TenderKind = (typeof TENDER_KINDS)[number];

/** Gift, return-balance and loyalty cards: at most one of them on an order, and never for partner-sold items. */
export const CARD_TENDERS: readonly TenderKind[] = ['gift_card', 'imf_card', 'loyalty'];

/** The limits of docs/behaviour/constants.md#limits, kuruş unless named otherwise. */
export const TENDER_LIMITS = {
  /** A gift card pays at most 20,000 TL of an order. */
  giftCardOrderCap: 2_000_000,
  /** Loyalty points pay at most 70 % of an order … */
  loyaltyShare: 0.7,
  /** … and at most 20,000 TL. */
  loyaltyOrderCap: 2_000_000,
  /** Coins and points need a cart of at least 1 TL. */
  minimumCart: 100,
  // No default maximum before the provider states one (the 1,000 TL and 1,000 points the spec names):
  // the amount field shows only with the balance's answer, which always carries the card's own
  // maximum (stored_cards.max_use, the OneCard balance), so a default could never be read.
} as const;

/** One loyalty point or one coin is worth one lira. */
export const POINT_VALUE = 100;

/** An instrument applied to the session's checkout (its zod schema: tender-schema.ts, kept apart so islands carry no zod). */
export interface AppliedTender {
  kind: TenderKind;
  /** The provider's token for this use of the instrument; never a PIN or a security code. */
  token: string;
  /** What the shopper recognises it by: a masked card number, or the app's name. */
  label: string;
  /** The amount the shopper chose, kuruş; the order grants less when the bag has shrunk since. */
  amount: number;
  /** The fingerprint of the bag it was applied to (bagFingerprint): another bag lapses it. */
  bag?: string;
}

/** One instrument's part of the order, as the summary lists it. */
export interface SplitLine {
  Kind: TenderKind;
  Label: string;
  Amount: number;
}

/** GET payment split: how the order's total is paid, what is left for the card, which panels may show. */
export interface PaymentSplit {
  /** The order's total over every instrument (the summary's TotalAmountToBePaid). */
  Total: number;
  Tenders: SplitLine[];
  /** What is left for the card, the card wallet or the digital provider; 0 when the instruments pay it all. */
  Rest: number;
  IsGiftCardVisible: boolean;
  IsIMFCardVisible: boolean;
  IsOneCardVisible: boolean;
  IsCoinsVisible: boolean;
  /** The most each instrument could take of this order by the store's rules (its balance aside). */
  Caps: Record<TenderKind, number>;
  /** The instruments dropped because the bag changed after they were applied: the shopper applies them again. */
  Lapsed: TenderKind[];
}

/** The stored-value calls every instrument shares. */
export const TENDER_API = {
  split: '/cop-api/checkout/payment-split',
} as const;
