import type { PaymentSplit } from '@lib/payments/tenders';

/** The return-balance (IMF) card tab: a code to the phone, the card, its balance, use an amount, remove. */
export function ImfCardTab(_props: { split: PaymentSplit; isGuest: boolean }) {
  return null;
}
