// When refunded money reaches the shopper (docs/behaviour/after-sales.md#refunds): cards and
// wallets in 2 to 8 working days after approval; stored value (gift and return-balance cards,
// points, coins) at once.

/** Working days a card refund takes, at least and at most. */
const CARD_REFUND_WORKING_DAYS = { from: 2, to: 8 } as const;

const STORED_VALUE = new Set(['gift_card', 'imf_card', 'loyalty', 'coins']);

/** Where a refund part lands and so how soon: stored value at once, a card or a PayPal account within the window. */
export type RefundArrival = 'now' | 'card' | 'paypal';

/**
 * How a refund part of this instrument (refund_parts.instrument) reaches the shopper. The order
 * page's refund box and the refund messages both word a part by it, so they cannot tell it apart.
 */
export function refundArrival(instrument: string): RefundArrival {
  if (STORED_VALUE.has(instrument)) return 'now';
  return instrument === 'paypal' ? 'paypal' : 'card';
}

/** The day `days` working days (Monday to Friday) after `from`. */
export function addWorkingDays(from: Date, days: number): Date {
  const at = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    at.setUTCDate(at.getUTCDate() + 1);
    const weekday = at.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return at;
}

/** The window in which a refund part reaches the shopper: the same instant for stored value. */
export function arrivalWindow(instrument: string, sentAt: Date): { from: Date; to: Date } {
  if (refundArrival(instrument) === 'now') return { from: sentAt, to: sentAt };
  return { from: addWorkingDays(sentAt, CARD_REFUND_WORKING_DAYS.from), to: addWorkingDays(sentAt, CARD_REFUND_WORKING_DAYS.to) };
}
