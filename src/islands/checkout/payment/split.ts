import { atom } from 'nanostores';
import type { PaymentSplit } from '@lib/checkout/payments/tenders';

// The order's split between the stored-value instruments and the rest, shared by the payment
// page and every instrument's tab or panel: a use or a removal answers the new split, and the
// summary and the pay button follow it.

/** The current split (null until the page gives the server's first one). */
export const $split = atom<PaymentSplit | null>(null);

/** Sets the split an instrument's call answered. */
export function setSplit(split: PaymentSplit): void {
  $split.set(split);
}
