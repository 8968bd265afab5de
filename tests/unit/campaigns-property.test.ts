import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CampaignRule, type EngineResult, priceLines } from '@lib/bag/campaigns/rules';
import type { PricingLine } from '@lib/bag/campaigns/schema';
import { rule, t } from './campaigns-fixtures';

const small = (max: number) => fc.integer({ min: 1, max });
const price = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000_000 }));

const lineArb = fc.record({
  brandId: small(3),
  categoryId: small(3),
  departmentId: small(2),
  quantity: small(6),
  unitPrice: price,
  noInstalment: fc.boolean(),
  isPromotion: fc.boolean(),
});

const scope = { brandId: fc.option(small(3)), categoryId: fc.option(small(3)), departmentId: fc.option(small(2)) };
const campaignArb = fc.oneof(
  fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 1, max: 100 }), ...scope }),
  fc.record({ kind: fc.constant('amount' as const), amount: fc.integer({ min: 0, max: 5_000_000 }), ...scope }),
  fc.record({ kind: fc.constant('buy_x_pay_y' as const), buyQuantity: small(5), payQuantity: fc.integer({ min: 0, max: 4 }), ...scope }),
  fc.record({
    kind: fc.constant('threshold' as const),
    amount: fc.integer({ min: 0, max: 5_000_000 }),
    minTotal: fc.integer({ min: 0, max: 10_000_000 }),
  }),
);
const couponArb = fc.oneof(
  fc.record({
    kind: fc.constant('coupon' as const),
    percent: fc.integer({ min: 1, max: 100 }),
    minTotal: fc.integer({ min: 0, max: 5_000_000 }),
    ...scope,
  }),
  fc.record({
    kind: fc.constant('coupon' as const),
    amount: fc.integer({ min: 0, max: 50_000_000 }),
    minTotal: fc.integer({ min: 0, max: 5_000_000 }),
    ...scope,
  }),
);

// The shopper's moves, in any order: apply or remove a coupon, change the lines, toggle the preference, pickup.
const opArb = fc.oneof(
  fc.record({ op: fc.constant('coupon' as const), coupon: fc.option(couponArb) }),
  fc.record({ op: fc.constant('add' as const), line: lineArb }),
  fc.record({ op: fc.constant('quantity' as const), at: fc.nat(), quantity: small(10) }),
  fc.record({ op: fc.constant('remove' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('preference' as const) }),
  fc.record({ op: fc.constant('pickup' as const) }),
);

function check(result: EngineResult, lines: readonly PricingLine[]) {
  const s = result.summary;
  const linesTotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  expect(s.LinesTotal).toBe(linesTotal);
  for (const value of [s.CampaignDiscountAmount, s.CouponDiscountAmount, s.ShippingFee, s.TotalAmountToBePaid, s.RemainingForFreeShipping])
    expect(Number.isInteger(value) && value >= 0).toBe(true);
  expect(s.TotalDiscountAmount).toBe(s.CampaignDiscountAmount + s.CouponDiscountAmount);
  expect(s.TotalDiscountAmount).toBeLessThanOrEqual(linesTotal);
  expect(s.TotalAmountToBePaid).toBe(linesTotal - s.TotalDiscountAmount + s.ShippingFee);
  expect(s.CampaignDiscounts.reduce((sum, d) => sum + d.Amount, 0)).toBe(s.CampaignDiscountAmount);
  result.lines.forEach((priced, i) => {
    const total = lines[i]!.unitPrice * lines[i]!.quantity;
    expect(priced.discount).toBeGreaterThanOrEqual(0);
    expect(priced.discount).toBeLessThanOrEqual(priced.totalDiscount);
    expect(priced.totalDiscount).toBeLessThanOrEqual(total);
    if (lines[i]!.isPromotion) expect(priced.totalDiscount).toBe(0);
  });
  expect(result.lines.reduce((sum, l) => sum + l.totalDiscount, 0)).toBe(s.TotalDiscountAmount);
}

describe('campaign engine properties', () => {
  it('no order of moves makes a total negative or a discount larger than the lines', () => {
    fc.assert(
      fc.property(fc.array(campaignArb, { maxLength: 6 }), fc.array(opArb, { maxLength: 25 }), (drafts, ops) => {
        const campaigns: CampaignRule[] = drafts.map((d, i) => rule({ id: i + 1, priority: i % 3, ...d }));
        let lines: PricingLine[] = [];
        let coupon: CampaignRule | null = null;
        let useCampaigns = true;
        let isPickup = false;
        let variant = 1;
        for (const step of ops) {
          if (step.op === 'coupon') coupon = step.coupon ? rule({ id: 900, ...step.coupon }) : null;
          else if (step.op === 'add')
            lines = [
              ...lines,
              {
                productId: variant,
                variantId: variant++,
                sellerType: 1,
                ...step.line,
                unitPrice: step.line.isPromotion ? 0 : step.line.unitPrice,
              },
            ];
          else if (step.op === 'quantity' && lines.length)
            lines = lines.map((l, i) => (i === step.at % lines.length ? { ...l, quantity: step.quantity } : l));
          else if (step.op === 'remove' && lines.length) lines = lines.filter((_, i) => i !== step.at % lines.length);
          else if (step.op === 'preference') useCampaigns = !useCampaigns;
          else if (step.op === 'pickup') isPickup = !isPickup;
          const result = priceLines(
            { lines, campaigns, coupon: coupon ? { code: 'KOD', campaign: coupon } : null, useCampaigns, isPickup, lang: 'tr' },
            t,
          );
          check(result, lines);
          if (!useCampaigns) expect(result.summary.CampaignDiscountAmount).toBe(0);
        }
      }),
      { numRuns: 400 },
    );
  });
});
