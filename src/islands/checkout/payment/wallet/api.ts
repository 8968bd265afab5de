import type { KeyboardEvent } from 'react';
import { call, type Envelope } from '@lib/platform';
import type { WalletAction } from '@lib/checkout/payments/wallet/codes';
import { WALLET_API } from '@lib/checkout/payments/wallet/api';

// The wallet tab's calls. Each answers the envelope; the tab reads Action (what the provider's
// response code asks for) or, on a failure, the message and its Result.

export { WALLET_API };

/** A wallet call's envelope. */
export type WalletEnvelope<T = object> = Envelope<T & { Action: WalletAction; ResponseCode: string; ReferenceNo?: string | null }>;

/** A wallet call: GET without a body, POST with one; a network failure reads as a failed envelope (the client has toasted). */
export async function walletCall<T = object>(url: string, body?: unknown): Promise<WalletEnvelope<T>> {
  try {
    return await call(url, body === undefined ? {} : { method: 'POST', body });
  } catch {
    return { Success: false } as WalletEnvelope<T>;
  }
}

/** Whether a failure is the card list's (1078): the page falls back to the card (credit_card). */
export const isCardListFailure = (answer: Envelope<unknown>) => answer.Exception?.ErrorCode === 'WALLET_CARD_LIST_FAILED';

/**
 * The tab sits inside the payment page's form, so its own steps are groups, not nested forms: Enter
 * in one of their fields runs the step's action instead of submitting the payment.
 */
export const enterRuns = (action: (event: KeyboardEvent) => unknown) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
  event.preventDefault();
  void action(event);
};
