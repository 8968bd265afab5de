// Why a refund is not the price the order page shows: order-wide discounts (a basket threshold, a
// coupon, a card campaign) are shared over the lines in proportion to their price, so a line's
// paid share is its shown price less its part of those; a cancel that empties the parcel also
// returns the shipping fee.

/** A refunded line: its price as the order shows it (after its own campaign) and what it was paid. */
export interface RefundedLine {
  shown: number;
  paid: number;
}

/** A refund's amount taken apart: the items' shown price, less their share of order discounts, plus shipping. */
export interface RefundBreakdown {
  ItemsPrice: number;
  DiscountShare: number;
  ShippingFee: number;
}

/** Takes a refund's amount apart over the lines it refunds; the parts add up to the amount. */
export function refundBreakdown(amount: number, lines: readonly RefundedLine[]): RefundBreakdown {
  const ItemsPrice = lines.reduce((sum, line) => sum + line.shown, 0);
  const paid = Math.min(
    amount,
    lines.reduce((sum, line) => sum + line.paid, 0),
  );
  const DiscountShare = Math.max(0, ItemsPrice - paid);
  return { ItemsPrice, DiscountShare, ShippingFee: amount - (ItemsPrice - DiscountShare) };
}
