import { type Lang, formatPrice } from '@lib/platform';
import { type CampaignRule, campaignName } from './rules-lines';
import type { Translate } from './rules-notes';
import type { CardCampaignReply, CartSummary, PricingLine } from './schema';

// Shipping, instalments and the card campaign reply: the money rules after the discounts.

/**
 * Shipping is free from this payable amount (750 TL, as the header and the delivery pages promise:
 * a test holds them together) and for pickup; otherwise SHIPPING_FEE.
 */
export const FREE_SHIPPING_FROM = 75_000;
/** The shipping fee under the free-shipping threshold (49,90 TL). */
export const SHIPPING_FEE = 4_990;
/** Instalments are offered from this payable amount (100 TL, docs/behaviour/bag.md#campaigns-and-instalments). */
export const INSTALMENT_MINIMUM = 10_000;

/** The shipping fee for goods worth `goods` after discounts, and what is left until it is free. */
export function shipping(goods: number, hasLines: boolean, isPickup: boolean): { fee: number; remaining: number } {
  if (!hasLines || isPickup || goods >= FREE_SHIPPING_FROM) return { fee: 0, remaining: 0 };
  return { fee: SHIPPING_FEE, remaining: FREE_SHIPPING_FROM - goods };
}

// Most instalments by amount (kuruş from → count), highest first.
const INSTALMENT_STEPS: readonly [number, number][] = [
  [500_000, 12],
  [200_000, 9],
  [50_000, 6],
  [INSTALMENT_MINIMUM, 3],
];

/** The most instalments an amount allows (1 under the minimum). */
function instalmentMaxCount(total: number): number {
  return INSTALMENT_STEPS.find(([from]) => total >= from)?.[1] ?? 1;
}

/** The instalment summary: none under 100 TL or with a no-instalment line; else the most and its monthly amount. */
export function installment(total: number, lines: readonly Pick<PricingLine, 'noInstalment'>[]): CartSummary['Installment'] {
  const reason = lines.some((line) => line.noInstalment) ? 'category' : total < INSTALMENT_MINIMUM ? 'minimum' : null;
  const max = reason ? 1 : instalmentMaxCount(total);
  return { Available: reason === null, Reason: reason, MaxCount: max, MonthlyAmount: Math.ceil(total / max) };
}

/** The part of a card number a campaign may read: its first 6 to 8 digits (the BIN), never more. */
export function binOf(cardNo: string | undefined): string | null {
  const digits = (cardNo ?? '').replace(/\D/g, '').slice(0, 8);
  return digits.length >= 6 ? digits : null;
}

/** What the card campaign reply needs: the goods' amount after discounts, the shipping fee, the card and method. */
export interface CardInput {
  goods: number;
  shippingFee: number;
  campaigns: readonly CampaignRule[];
  paymentMethodCode: string;
  /** The card's first 6 to 8 digits; null when paying without a card. */
  bin: string | null;
  lang: Lang;
}

function cardDiscount(c: CampaignRule, goods: number): number {
  if (goods < c.minTotal) return 0;
  if (c.percent != null) return Math.floor((goods * c.percent) / 100);
  return Math.min(Math.max(0, c.amount ?? 0), goods);
}

const fits = (c: CampaignRule, input: CardInput) =>
  (c.paymentMethodCode == null || c.paymentMethodCode === input.paymentMethodCode) &&
  (c.binPrefixes.length === 0 || (input.bin != null && c.binPrefixes.some((prefix) => input.bin!.startsWith(prefix))));

/** The card campaign reply: the best payment campaign the card and method meet, or why none applies. */
export function cardCampaign(input: CardInput, t: Translate): CardCampaignReply & { CampaignId: number | null; DiscountAmount: number } {
  const payment = input.campaigns.filter((c) => c.kind === 'payment');
  const offers = payment
    .filter((c) => fits(c, input))
    .map((c) => ({ c, amount: cardDiscount(c, input.goods) }))
    .filter((o) => o.amount > 0)
    .sort((a, b) => b.amount - a.amount || a.c.priority - b.c.priority);
  const best = offers[0];
  if (best) {
    return {
      IsDiscountApplied: true,
      PaymentConditionWarningNote: null,
      TotalAmountToBePaid: input.goods - best.amount + input.shippingFee,
      CampaignId: best.c.id,
      DiscountAmount: best.amount,
    };
  }
  // The campaign the shopper came closest to: one of this method whose card condition failed, else any.
  const missed = payment.find((c) => c.paymentMethodCode === input.paymentMethodCode) ?? payment[0];
  const note = !missed
    ? null
    : input.goods < missed.minTotal
      ? t('campaigns:card.minimum', { name: campaignName(missed, input.lang), amount: formatPrice(missed.minTotal) })
      : t('campaigns:card.condition', { name: campaignName(missed, input.lang) });
  return {
    IsDiscountApplied: false,
    PaymentConditionWarningNote: note,
    TotalAmountToBePaid: input.goods + input.shippingFee,
    CampaignId: null,
    DiscountAmount: 0,
  };
}
