import type { Lang } from '@lib/platform';
import type { PricingLine } from './schema';

// The line-level parts of the engine: which campaign a line takes, the spend threshold reached,
// the coupon's share, and how a cart-level amount is split over lines without overshooting any.

/** What a campaign does: automatic ('percent' | 'amount' | 'buy_x_pay_y' | 'threshold'), 'coupon', 'payment'. */
export type CampaignKind = 'percent' | 'amount' | 'buy_x_pay_y' | 'threshold' | 'coupon' | 'payment';

/** A campaign as the engine reads it: the campaigns table's row. */
export interface CampaignRule {
  id: number;
  kind: CampaignKind;
  nameTr: string;
  nameEn: string;
  brandId: number | null;
  categoryId: number | null;
  departmentId: number | null;
  percent: number | null;
  amount: number | null;
  buyQuantity: number | null;
  payQuantity: number | null;
  minTotal: number;
  paymentMethodCode: string | null;
  binPrefixes: string[];
  priority: number;
}

/** A campaign's name in a language. */
export const campaignName = (c: Pick<CampaignRule, 'nameTr' | 'nameEn'>, lang: Lang) => (lang === 'en' ? c.nameEn : c.nameTr);

/** A line's price before discounts. */
export const lineTotal = (line: Pick<PricingLine, 'unitPrice' | 'quantity'>) => line.unitPrice * line.quantity;

/** Whether a line falls in a campaign's scope (brand, category, department; none set means every line); promotion lines never do. */
function inScope(c: Pick<CampaignRule, 'brandId' | 'categoryId' | 'departmentId'>, line: PricingLine): boolean {
  if (line.isPromotion || line.unitPrice <= 0) return false;
  if (c.brandId != null && c.brandId !== line.brandId) return false;
  if (c.categoryId != null && c.categoryId !== line.categoryId) return false;
  if (c.departmentId != null && c.departmentId !== line.departmentId) return false;
  return true;
}

const percentOf = (amount: number, percent: number) => Math.floor((amount * Math.min(100, Math.max(0, percent))) / 100);

/** Per line, what buy X pay Y gives: in each group of X units (dearest first) the cheapest X − Y are free. */
function buyXPayY(c: CampaignRule, lines: readonly PricingLine[], takes: (i: number) => boolean): number[] {
  const out = lines.map(() => 0);
  const x = c.buyQuantity ?? 0;
  const y = c.payQuantity ?? 0;
  if (x < 1 || y < 0 || y >= x) return out;
  const units: { i: number; price: number }[] = [];
  lines.forEach((line, i) => {
    if (takes(i)) for (let n = 0; n < line.quantity; n++) units.push({ i, price: line.unitPrice });
  });
  units.sort((a, b) => b.price - a.price || a.i - b.i);
  for (let start = 0; start + x <= units.length; start += x) {
    for (let k = start + y; k < start + x; k++) out[units[k]!.i]! += units[k]!.price;
  }
  return out;
}

/** Per line, what a line campaign gives it on its own (0 out of scope or under the campaign's minimum). */
function standalone(c: CampaignRule, lines: readonly PricingLine[]): number[] {
  const scoped = lines.map((line) => inScope(c, line));
  const base = lines.reduce((sum, line, i) => sum + (scoped[i] ? lineTotal(line) : 0), 0);
  if (base === 0 || base < c.minTotal) return lines.map(() => 0);
  if (c.kind === 'buy_x_pay_y') return buyXPayY(c, lines, (i) => scoped[i]!);
  return lines.map((line, i) => {
    if (!scoped[i]) return 0;
    if (c.kind === 'percent') return percentOf(lineTotal(line), c.percent ?? 0);
    return Math.min(Math.max(0, c.amount ?? 0), line.unitPrice) * line.quantity;
  });
}

const LINE_KINDS: readonly CampaignKind[] = ['percent', 'amount', 'buy_x_pay_y'];
/** Lower priority first, then the lower id: the order that breaks a tie. */
const byPriority = (a: CampaignRule, b: CampaignRule) => a.priority - b.priority || a.id - b.id;

/**
 * Each line takes the one line campaign that gives it most (priority breaks ties). A buy X pay Y
 * is then counted again over the lines bound to it, so its groups never hold a line another campaign took.
 */
export function lineCampaigns(lines: readonly PricingLine[], campaigns: readonly CampaignRule[]) {
  const candidates = campaigns.filter((c) => LINE_KINDS.includes(c.kind)).sort(byPriority);
  const own = lines.map(() => 0);
  const campaignOf: (number | null)[] = lines.map(() => null);
  for (const c of candidates) {
    standalone(c, lines).forEach((amount, i) => {
      if (amount > own[i]!) {
        own[i] = amount;
        campaignOf[i] = c.id;
      }
    });
  }
  // A line bound to a buy X pay Y fills its groups even when its own units are not the free ones;
  // a line that took no campaign may fill the first such campaign whose scope it is in.
  const bound = [...campaignOf];
  for (const c of candidates.filter((k) => k.kind === 'buy_x_pay_y')) {
    const takes = (i: number) => bound[i] === c.id || (bound[i] == null && inScope(c, lines[i]!));
    const again = buyXPayY(c, lines, takes);
    lines.forEach((_, i) => {
      if (!takes(i)) return;
      bound[i] = c.id;
      own[i] = again[i]!;
      campaignOf[i] = again[i]! > 0 ? c.id : null;
    });
  }
  return { own, campaignOf };
}

/** The spend threshold reached by what is left after line campaigns: the largest amount off. */
export function thresholdPick(campaigns: readonly CampaignRule[], rest: number): CampaignRule | null {
  const reached = campaigns.filter((c) => c.kind === 'threshold' && rest > 0 && rest >= c.minTotal && (c.amount ?? 0) > 0);
  reached.sort((a, b) => (b.amount ?? 0) - (a.amount ?? 0) || byPriority(a, b));
  return reached[0] ?? null;
}

/** What the applied coupon came to: its amount, or why it gives nothing (it stays applied). */
export interface CouponOutcome {
  code: string;
  campaign: CampaignRule | null;
  amount: number;
  /** applied; inactive: no active campaign fits; scope: no line in its scope; minimum: under its minimum. */
  status: 'applied' | 'inactive' | 'scope' | 'minimum';
  /** How much more in its scope the minimum needs (status 'minimum'). */
  missing: number;
  /** Per line, what is left in the coupon's scope after the automatic campaigns. */
  shareable: number[];
}

/** The coupon's discount over its scope's lines, after the automatic campaigns, capped at what is left. */
export function couponOutcome(
  lines: readonly PricingLine[],
  left: readonly number[],
  coupon: { code: string; campaign: CampaignRule | null },
): CouponOutcome {
  const c = coupon.campaign;
  const shareable = lines.map((line, i) => (c && inScope(c, line) ? left[i]! : 0));
  const base = shareable.reduce((a, b) => a + b, 0);
  const outcome = { code: coupon.code, campaign: c, amount: 0, missing: 0, shareable };
  if (!c) return { ...outcome, status: 'inactive' };
  if (base === 0) return { ...outcome, status: 'scope' };
  if (base < c.minTotal) return { ...outcome, status: 'minimum', missing: c.minTotal - base };
  const amount = c.percent != null ? percentOf(base, c.percent) : Math.min(Math.max(0, c.amount ?? 0), base);
  return { ...outcome, status: 'applied', amount };
}

/** Splits an amount over lines in proportion to their capacities, rounding down; no share exceeds its capacity. */
export function allocate(amount: number, capacities: readonly number[]): number[] {
  const total = capacities.reduce((a, b) => a + Math.max(0, b), 0);
  const wanted = Math.max(0, Math.min(amount, total));
  if (wanted === 0) return capacities.map(() => 0);
  const shares = capacities.map((cap) => Math.min(Math.max(0, cap), Math.floor((wanted / total) * Math.max(0, cap))));
  let rest = wanted - shares.reduce((a, b) => a + b, 0);
  // Floating rounding may overshoot by a kuruş: take it back before handing out what is left.
  for (let i = shares.length - 1; rest < 0 && i >= 0; i--) {
    const back = Math.min(-rest, shares[i]!);
    shares[i]! -= back;
    rest += back;
  }
  for (let i = 0; rest > 0 && i < shares.length; i++) {
    const room = Math.min(rest, Math.max(0, capacities[i]!) - shares[i]!);
    shares[i]! += room;
    rest -= room;
  }
  return shares;
}
