import type { PaymentSplit } from '@lib/payments/tenders';

/** The loyalty card (OneCard) panel: balance, points to use, the code flow, remove. */
export function OneCardPanel(_props: { split: PaymentSplit; isGuest: boolean }) {
  return null;
}
