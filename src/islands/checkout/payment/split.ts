import { atom } from 'nanostores';
import { call } from '@lib/http/client';
import { type PaymentSplit, TENDER_API } from '@lib/payments/tenders';

// The order's split between the stored-value instruments and the rest, shared by the payment
// page and every instrument's tab or panel: a use or a removal answers the new split, and the
// summary and the pay button follow it.

/** The current split (null until the page gives the server's first one). */
export const $split = atom<PaymentSplit | null>(null);

/** Sets the split an instrument's call answered. */
export function setSplit(split: PaymentSplit): void {
  $split.set(split);
}

/** Asks the server for the split again (after the bag or the delivery changed under the page). */
export async function refreshSplit(): Promise<void> {
  const answer = await call<PaymentSplit>(TENDER_API.split, { silent: true });
  if (answer.Success && answer.Result) $split.set(answer.Result);
}
