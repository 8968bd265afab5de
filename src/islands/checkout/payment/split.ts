import { atom } from 'nanostores';
import { call } from '@lib/platform';
import { type PaymentSplit, TENDER_API } from '@lib/checkout/payments/tenders';

// The order's split between the stored-value instruments and the rest, shared by the payment
// page and every instrument's tab or panel: a use or a removal answers the new split, and the
// summary and the pay button follow it.

/** The current split (null until the page gives the server's first one). */
export const $split = atom<PaymentSplit | null>(null);

/** Sets the split an instrument's call answered. */
export function setSplit(split: PaymentSplit): void {
  $split.set(split);
}

/** Reads the server's split again: a refused order may have dropped instruments applied to another bag. */
export async function refreshSplit(): Promise<void> {
  const answer = await call<PaymentSplit>(TENDER_API.split, { silent: true });
  if (answer.Success && answer.Result) setSplit(answer.Result);
}
