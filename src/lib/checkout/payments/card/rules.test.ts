import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INSTALMENT_MINIMUM } from '@lib/bag/campaigns/rules-money';
import { installmentOptions, monthlyAmounts, noInstallmentReason, optionOf, totalWithMarkup } from './rules';

const PLANS = [
  { count: 2, markupPermille: 0 },
  { count: 3, markupPermille: 0 },
  { count: 6, markupPermille: 45 },
  { count: 9, markupPermille: 70 },
  { count: 12, markupPermille: 95 },
];
const credit = (total: number) => ({ total, noInstalmentLine: false, cardType: 'credit' as const, plans: PLANS });

describe('instalment rules', () => {
  it('offers a single payment only under 100 TL, with a no-instalment line, or on a debit card', () => {
    expect(installmentOptions(credit(INSTALMENT_MINIMUM - 1))).toEqual([{ Count: 1, MonthlyAmount: 9_999, TotalAmount: 9_999 }]);
    expect(installmentOptions({ ...credit(900_000), noInstalmentLine: true }).map((o) => o.Count)).toEqual([1]);
    expect(installmentOptions({ ...credit(900_000), cardType: 'debit' }).map((o) => o.Count)).toEqual([1]);
    expect(noInstallmentReason(credit(INSTALMENT_MINIMUM - 1))).toBe('minimum');
    expect(noInstallmentReason({ ...credit(900_000), noInstalmentLine: true })).toBe('category');
    expect(noInstallmentReason({ ...credit(900_000), cardType: 'debit' })).toBe('debit');
    expect(noInstallmentReason(credit(INSTALMENT_MINIMUM))).toBeNull();
  });

  it('offers the plan from 100 TL up to the count the amount allows, count 1 first', () => {
    expect(installmentOptions(credit(INSTALMENT_MINIMUM)).map((o) => o.Count)).toEqual([1, 2, 3]);
    expect(installmentOptions(credit(50_000)).map((o) => o.Count)).toEqual([1, 2, 3, 6]);
    expect(installmentOptions(credit(500_000)).map((o) => o.Count)).toEqual([1, 2, 3, 6, 9, 12]);
  });

  it('prices interest-free counts at the total and adds the markup beyond', () => {
    expect(optionOf(100_000, { count: 3, markupPermille: 0 })).toEqual({ Count: 3, MonthlyAmount: 33_334, TotalAmount: 100_000 });
    expect(optionOf(100_000, { count: 6, markupPermille: 45 })).toEqual({ Count: 6, MonthlyAmount: 17_417, TotalAmount: 104_500 });
    expect(totalWithMarkup(333, 45)).toBe(348);
  });

  it('splits any total into months that add up exactly and differ by at most one kuruş', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 12 }), (total, count) => {
        const months = monthlyAmounts(total, count);
        expect(months).toHaveLength(count);
        expect(months.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...months) - Math.min(...months)).toBeLessThanOrEqual(1);
        expect(months[0]).toBe(Math.ceil(total / count));
      }),
    );
  });

  it('always offers a single payment at the total, and no option ever costs less than the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.boolean(),
        fc.constantFrom('credit' as const, 'debit' as const),
        (total, noLine, cardType) => {
          const options = installmentOptions({ total, noInstalmentLine: noLine, cardType, plans: PLANS });
          expect(options[0]).toEqual({ Count: 1, MonthlyAmount: total, TotalAmount: total });
          for (const option of options) {
            expect(option.TotalAmount).toBeGreaterThanOrEqual(total);
            expect(option.MonthlyAmount * option.Count).toBeGreaterThanOrEqual(option.TotalAmount);
          }
          if (noLine || cardType === 'debit' || total < INSTALMENT_MINIMUM) expect(options).toHaveLength(1);
        },
      ),
    );
  });
});
