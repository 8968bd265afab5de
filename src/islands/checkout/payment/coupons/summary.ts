import { atom } from 'nanostores';
import { type CartSummary, SUMMARY_URL } from '@lib/bag';
import { call } from '@lib/platform';
import { refreshSplit } from '../split';

// The payment page's summary once a coupon went on or off there: the server's first reading until
// then. A coupon changes the order's total, so the instruments' split (what is left to pay, and the
// pay button's amount) is read again with it.

/** The summary read after a coupon change (null: the page's first one stands). */
export const $paySummary = atom<CartSummary | null>(null);

/** Reads the summary (priced for this delivery: pickup has no shipping fee) and the split again. */
export async function reloadPayFigures(isPickup: boolean): Promise<void> {
  const [answer] = await Promise.all([
    call<CartSummary>(SUMMARY_URL, { query: { isPickup, isCheckoutPage: true } }).catch(() => null),
    refreshSplit(),
  ]);
  if (answer?.Success && answer.Result) $paySummary.set(answer.Result);
}
