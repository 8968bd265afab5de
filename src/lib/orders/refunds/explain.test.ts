import { describe, expect, it } from 'vitest';
import { refundBreakdown } from './explain';

// A line shown at 460,00 TL refunds 429,54 TL: the difference is its share of the order's discounts
// (issue 24, item 13), and the parts always add up to the refund.

describe('a refund taken apart', () => {
  it('shows the share of order discounts between the shown price and the refund', () => {
    expect(refundBreakdown(42_954, [{ shown: 46_000, paid: 42_954 }])).toEqual({
      ItemsPrice: 46_000,
      DiscountShare: 3_046,
      ShippingFee: 0,
    });
  });

  it('adds the shipping fee a cancel of the last items returns', () => {
    const parts = refundBreakdown(25_990, [
      { shown: 10_000, paid: 9_500 },
      { shown: 16_000, paid: 15_490 },
    ]);
    expect(parts).toEqual({ ItemsPrice: 26_000, DiscountShare: 1_010, ShippingFee: 1_000 });
    expect(parts.ItemsPrice - parts.DiscountShare + parts.ShippingFee).toBe(25_990);
  });

  it('has no discount share when the order had no order-wide discount, and still adds up when the refund was capped', () => {
    expect(refundBreakdown(5_000, [{ shown: 5_000, paid: 5_000 }])).toEqual({ ItemsPrice: 5_000, DiscountShare: 0, ShippingFee: 0 });
    const capped = refundBreakdown(4_000, [{ shown: 5_000, paid: 5_000 }]);
    expect(capped.ItemsPrice - capped.DiscountShare + capped.ShippingFee).toBe(4_000);
    expect(capped.ShippingFee).toBe(0);
  });
});
