import type { PaymentSplit } from '@lib/payments/tenders';

/** The partner coins panel: balance, coins to use, remove. */
export function CoinsPanel(_props: { split: PaymentSplit; isGuest: boolean }) {
  return null;
}
