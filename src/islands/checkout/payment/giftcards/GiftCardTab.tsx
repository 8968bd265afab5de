import type { PaymentSplit } from '@lib/payments/tenders';

/** The gift card tab: balance, use an amount, remove. */
export function GiftCardTab(_props: { split: PaymentSplit; isGuest: boolean }) {
  return null;
}
