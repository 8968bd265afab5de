import { describe, expect, it } from 'vitest';
import {
  binOf,
  cardCampaign,
  FREE_SHIPPING_FROM,
  INSTALMENT_MINIMUM,
  type PricingInput,
  priceLines,
  SHIPPING_FEE,
} from '@lib/bag/campaigns/rules';
import { line, rule, t } from './campaigns-fixtures';

const price = (over: Partial<PricingInput>) =>
  priceLines({ lines: [], campaigns: [], coupon: null, useCampaigns: true, isPickup: false, lang: 'en', ...over }, t);

describe('automatic campaigns', () => {
  it('takes a percentage off the lines of a brand only', () => {
    const result = price({
      lines: [line({ brandId: 1, unitPrice: 99_999 }), line({ brandId: 2, unitPrice: 50_000 })],
      campaigns: [rule({ id: 1, kind: 'percent', brandId: 1, percent: 15 })],
    });
    expect(result.lines.map((l) => [l.discount, l.campaignId])).toEqual([
      [14_999, 1],
      [0, null],
    ]);
    expect(result.summary.CampaignDiscountAmount).toBe(14_999);
    expect(result.appliedCampaign).toEqual({ Id: 1, Name: 'Campaign 1' });
  });

  it('takes an amount off each unit of a category, never more than the unit', () => {
    const result = price({
      lines: [line({ categoryId: 10, unitPrice: 3_000, quantity: 2 }), line({ categoryId: 10, unitPrice: 10_000 })],
      campaigns: [rule({ id: 2, kind: 'amount', categoryId: 10, amount: 5_000 })],
    });
    expect(result.lines.map((l) => l.discount)).toEqual([6_000, 5_000]);
  });

  it('buy 3 pay 2: the cheapest unit of each group of three is free', () => {
    const result = price({
      lines: [line({ unitPrice: 30_000 }), line({ unitPrice: 10_000, quantity: 2 }), line({ unitPrice: 20_000, quantity: 2 })],
      campaigns: [rule({ id: 3, kind: 'buy_x_pay_y', buyQuantity: 3, payQuantity: 2 })],
    });
    // Units dearest first: 300, 200, 200 | 100, 100 — the first group frees a 200, the second is short.
    expect(result.lines.map((l) => l.discount)).toEqual([0, 0, 20_000]);
  });

  it('gives a line the campaign best for the shopper, priority breaking a tie', () => {
    const lines = [line({ unitPrice: 10_000 })];
    const better = price({
      lines,
      campaigns: [rule({ id: 4, kind: 'percent', percent: 10, priority: 1 }), rule({ id: 5, kind: 'amount', amount: 2_000 })],
    });
    expect(better.lines[0]).toMatchObject({ discount: 2_000, campaignId: 5 });
    const tie = price({
      lines,
      campaigns: [
        rule({ id: 6, kind: 'percent', percent: 20, priority: 50 }),
        rule({ id: 7, kind: 'amount', amount: 2_000, priority: 10 }),
      ],
    });
    expect(tie.lines[0]).toMatchObject({ discount: 2_000, campaignId: 7 });
  });

  it('applies the spend threshold to what the line campaigns left', () => {
    const campaigns = [rule({ id: 8, kind: 'percent', percent: 50 }), rule({ id: 9, kind: 'threshold', minTotal: 60_000, amount: 10_000 })];
    const under = price({ lines: [line({ unitPrice: 100_000 })], campaigns });
    expect(under.summary.CampaignDiscountAmount).toBe(50_000);
    expect(under.summary.CustomerInformationNote).toContain('campaigns:notes.thresholdMissed');
    const over = price({ lines: [line({ unitPrice: 140_000 })], campaigns });
    expect(over.summary.CampaignDiscounts.map((d) => [d.CampaignId, d.Amount])).toEqual([
      [8, 70_000],
      [9, 10_000],
    ]);
  });

  it('never discounts a promotion line', () => {
    const result = price({
      lines: [line({ unitPrice: 0, isPromotion: true })],
      campaigns: [rule({ id: 10, kind: 'amount', amount: 500 })],
    });
    expect(result.summary.TotalDiscountAmount).toBe(0);
  });

  it('applies no automatic campaign with the preference off, and says what the shopper gives up', () => {
    const result = price({
      lines: [line({ unitPrice: 10_000 })],
      campaigns: [rule({ id: 11, kind: 'percent', percent: 10 })],
      useCampaigns: false,
    });
    expect(result.summary.CampaignDiscountAmount).toBe(0);
    expect(result.summary.CustomerInformationNote).toContain('campaigns:notes.preferenceOff {"amount":"10,00 TL"}');
  });
});

describe('coupon', () => {
  const couponRule = rule({ id: 20, kind: 'coupon', departmentId: 100, amount: 30_000, minTotal: 50_000 });

  it('applies last, over its scope, capped at what is left', () => {
    const result = price({
      lines: [line({ unitPrice: 40_000 }), line({ unitPrice: 20_000, departmentId: 200 })],
      campaigns: [rule({ id: 21, kind: 'percent', percent: 50, departmentId: 200 })],
      coupon: { code: 'X', campaign: rule({ id: 22, kind: 'coupon', amount: 100_000 }) },
    });
    expect(result.summary.CouponDiscountAmount).toBe(50_000);
    expect(result.summary.TotalAmountToBePaid).toBe(4_990);
  });

  it('stays applied but gives nothing under its minimum, and the warning says why', () => {
    const result = price({ lines: [line({ unitPrice: 40_000 })], coupon: { code: 'HOS', campaign: couponRule } });
    expect(result.summary).toMatchObject({ CouponCode: 'HOS', CouponDiscountAmount: 0 });
    expect(result.summary.NoMatchWarningNote).toBe('campaigns:noMatch.minimum {"code":"HOS","amount":"100,00 TL"}');
  });

  it('warns when no line is in its scope or its campaign has ended', () => {
    expect(
      price({ lines: [line({ departmentId: 300 })], coupon: { code: 'A', campaign: couponRule } }).summary.NoMatchWarningNote,
    ).toContain('noMatch.scope');
    expect(price({ lines: [line()], coupon: { code: 'A', campaign: null } }).summary.NoMatchWarningNote).toContain('noMatch.inactive');
  });
});

describe('shipping and instalments', () => {
  it('charges 49,90 TL under 750 TL after discounts, none from it or for pickup', () => {
    expect([FREE_SHIPPING_FROM, SHIPPING_FEE]).toEqual([75_000, 4_990]);
    const under = price({ lines: [line({ unitPrice: 74_000 })] });
    expect(under.summary).toMatchObject({ ShippingFee: 4_990, RemainingForFreeShipping: 1_000, TotalAmountToBePaid: 78_990 });
    expect(price({ lines: [line({ unitPrice: 75_000 })] }).summary).toMatchObject({ ShippingFee: 0, RemainingForFreeShipping: 0 });
    expect(price({ lines: [line({ unitPrice: 9_000 })], isPickup: true }).summary.ShippingFee).toBe(0);
    expect(price({}).summary).toMatchObject({ ShippingFee: 0, TotalAmountToBePaid: 0, CustomerInformationNote: null });
  });

  it('offers instalments from 100 TL, by amount, never with a no-instalment line', () => {
    expect(price({ lines: [line({ unitPrice: 4_000 })] }).summary.Installment).toMatchObject({
      Available: false,
      Reason: 'minimum',
      MaxCount: 1,
    });
    expect(price({ lines: [line({ unitPrice: INSTALMENT_MINIMUM })], isPickup: true }).summary.Installment).toMatchObject({
      Available: true,
      MaxCount: 3,
    });
    expect(price({ lines: [line({ unitPrice: 120_000 })] }).summary.Installment).toEqual({
      Available: true,
      Reason: null,
      MaxCount: 6,
      MonthlyAmount: 20_000,
    });
    expect(price({ lines: [line({ unitPrice: 600_000 })] }).summary.Installment.MaxCount).toBe(12);
    expect(price({ lines: [line({ unitPrice: 600_000 }), line({ noInstalment: true })] }).summary.Installment).toMatchObject({
      Available: false,
      Reason: 'category',
    });
  });
});

describe('card campaign reply', () => {
  const campaigns = [
    rule({ id: 30, kind: 'payment', binPrefixes: ['454360'], percent: 10, paymentMethodCode: 'credit_card' }),
    rule({ id: 31, kind: 'payment', paymentMethodCode: 'wallet_pay', amount: 5_000, minTotal: 20_000 }),
  ];
  const ask = (paymentMethodCode: string, bin: string | null, goods = 100_000) =>
    cardCampaign({ goods, shippingFee: 0, campaigns, paymentMethodCode, bin, lang: 'en' }, t);

  it('applies a BIN campaign to its cards and a method campaign to its method', () => {
    expect(ask('credit_card', '45436012')).toMatchObject({ IsDiscountApplied: true, TotalAmountToBePaid: 90_000, CampaignId: 30 });
    expect(ask('wallet_pay', null)).toMatchObject({ IsDiscountApplied: true, TotalAmountToBePaid: 95_000 });
  });

  it('reads no more of a card number than its first eight digits', () => {
    expect(binOf('4543 6012 3456 7890')).toBe('45436012');
    expect(binOf('45436')).toBeNull();
    expect(binOf(undefined)).toBeNull();
  });

  it('answers a card that misses the condition with the warning note', () => {
    expect(ask('credit_card', '55555555')).toMatchObject({ IsDiscountApplied: false, TotalAmountToBePaid: 100_000 });
    expect(ask('credit_card', '55555555').PaymentConditionWarningNote).toContain('campaigns:card.condition');
    expect(ask('wallet_pay', null, 10_000).PaymentConditionWarningNote).toContain('campaigns:card.minimum');
  });
});
