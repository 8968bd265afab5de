import type { Lang } from '@lib/platform';
import type { CartSummary, PricingLine, SummaryDiscount } from './schema';
import {
  allocate,
  type CampaignRule,
  campaignName,
  couponOutcome,
  type CouponOutcome,
  lineCampaigns,
  lineTotal,
  thresholdPick,
} from './rules-lines';
import { customerNote, noMatchNote, type Translate } from './rules-notes';
import { installment, shipping } from './rules-money';

// The campaign engine: pure, so the server prices a cart with it and an island could price an
// optimistic update with the same function. Amounts are integer kuruş; every split rounds down so a
// line never gives more than it costs.

export type { Translate } from './rules-notes';
export { type CampaignKind, type CampaignRule, campaignName } from './rules-lines';
export { binOf, cardCampaign, FREE_SHIPPING_FROM, INSTALMENT_MINIMUM, SHIPPING_FEE } from './rules-money';

/** Everything a price depends on besides the database. */
export interface PricingInput {
  lines: readonly PricingLine[];
  /** Active campaigns (any kind; the engine picks the automatic ones). */
  campaigns: readonly CampaignRule[];
  /** The applied coupon: its code and its campaign (null when no active campaign fits it). */
  coupon: { code: string; campaign: CampaignRule | null } | null;
  useCampaigns: boolean;
  isPickup: boolean;
  lang: Lang;
}

/** The engine's answer: per line its own campaign's discount and its share of every discount. */
export interface EngineResult {
  lines: { variantId: number; discount: number; campaignId: number | null; totalDiscount: number }[];
  appliedCampaign: { Id: number; Name: string } | null;
  coupon: CouponOutcome | null;
  summary: CartSummary;
}

interface Discounts {
  own: number[];
  campaignOf: (number | null)[];
  left: number[];
  byCampaign: Map<number, number>;
}

/** Takes each line's share of a discount off what is left of it. */
function takeShares(left: number[], shares: readonly number[]): void {
  shares.forEach((share, i) => {
    left[i] = left[i]! - share;
  });
}

/** Applies the automatic campaigns: each line's best line campaign, then the best spend threshold. */
function automatic(lines: readonly PricingLine[], campaigns: readonly CampaignRule[]): Discounts {
  const { own, campaignOf } = lineCampaigns(lines, campaigns);
  const left = lines.map((line, i) => lineTotal(line) - own[i]!);
  const byCampaign = new Map<number, number>();
  own.forEach((amount, i) => {
    const id = campaignOf[i];
    if (id != null && amount > 0) byCampaign.set(id, (byCampaign.get(id) ?? 0) + amount);
  });
  const rest = left.reduce((a, b) => a + b, 0);
  const pick = thresholdPick(campaigns, rest);
  if (pick) {
    const amount = Math.min(pick.amount ?? 0, rest);
    takeShares(left, allocate(amount, left));
    byCampaign.set(pick.id, (byCampaign.get(pick.id) ?? 0) + amount);
  }
  return { own, campaignOf, left, byCampaign };
}

const none = (lines: readonly PricingLine[]): Discounts => ({
  own: lines.map(() => 0),
  campaignOf: lines.map(() => null),
  left: lines.map(lineTotal),
  byCampaign: new Map(),
});

/** Prices a cart: automatic campaigns (unless the shopper turned them off), the coupon, shipping and instalments. */
export function priceLines(input: PricingInput, t: Translate): EngineResult {
  const { lines, campaigns, lang } = input;
  const linesTotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const possible = automatic(lines, campaigns);
  const applied = input.useCampaigns ? possible : none(lines);
  const coupon = input.coupon ? couponOutcome(lines, applied.left, input.coupon) : null;
  const couponAmount = coupon?.amount ?? 0;
  if (coupon && couponAmount > 0) {
    takeShares(applied.left, allocate(couponAmount, coupon.shareable));
  }
  const byId = new Map(campaigns.map((c) => [c.id, c]));
  const CampaignDiscounts: SummaryDiscount[] = [...applied.byCampaign].map(([id, Amount]) => ({
    CampaignId: id,
    Name: campaignName(byId.get(id)!, lang),
    Amount,
  }));
  const campaignAmount = CampaignDiscounts.reduce((sum, d) => sum + d.Amount, 0);
  const goods = linesTotal - campaignAmount - couponAmount;
  const ship = shipping(goods, lines.length > 0, input.isPickup);
  const total = goods + ship.fee;
  const forgone = input.useCampaigns ? 0 : [...possible.byCampaign.values()].reduce((a, b) => a + b, 0);
  const summary: CartSummary = {
    LinesTotal: linesTotal,
    CampaignDiscounts,
    CampaignDiscountAmount: campaignAmount,
    CouponCode: input.coupon?.code ?? null,
    CouponDiscountAmount: couponAmount,
    TotalDiscountAmount: campaignAmount + couponAmount,
    ShippingFee: ship.fee,
    RemainingForFreeShipping: ship.remaining,
    TotalAmountToBePaid: total,
    Installment: installment(total, lines),
    CustomerInformationNote: customerNote({ forgone, campaigns: input.useCampaigns ? campaigns : [], left: applied.left, lang }, t),
    NoMatchWarningNote: coupon ? noMatchNote(coupon, t) : null,
  };
  const best = [...applied.byCampaign].sort((a, b) => b[1] - a[1])[0];
  return {
    lines: lines.map((line, i) => ({
      variantId: line.variantId,
      discount: applied.own[i]!,
      campaignId: applied.campaignOf[i]!,
      totalDiscount: lineTotal(line) - applied.left[i]!,
    })),
    appliedCampaign: best ? { Id: best[0], Name: campaignName(byId.get(best[0])!, lang) } : null,
    coupon,
    summary,
  };
}
