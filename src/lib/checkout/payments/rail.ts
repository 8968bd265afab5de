import type { CheckoutInput } from '@lib/checkout/steps/schema';
import type { Lang } from '@lib/platform';
import type { AuthoriseOutcome, PaymentOrder, RefundDetail } from './gateway';

// A rail pays what the stored-value instruments leave of an order: the bank (a typed card), the card
// wallet (a saved card), or a digital provider (its own page). One interface, so the placement,
// the pending sweep and the refunds of after-sales treat them alike. Amounts are kuruş.

/** The rest of an order to pay, and what the shopper sent for it. */
export interface RailRequest {
  /** The order's number: the provider pays a reference once. */
  reference: string;
  amount: number;
  input: CheckoutInput;
  customerId: number | null;
  lang: Lang;
  /** The order as a provider is told of it (buyer, addresses, items summing to amount). */
  order: PaymentOrder;
}

export interface PaymentRail {
  /**
   * Pays or starts paying: approved, declined (with the provider's code), or three_d when the
   * shopper must finish on a page of the bank or provider (RedirectUrl; the order waits, pending).
   */
  pay(request: RailRequest): Promise<AuthoriseOutcome>;
  /** Abandons a payment still waiting for the shopper; 'approved' when it had already gone through. */
  cancelPending(transactionId: string): Promise<'cancelled' | 'approved' | 'declined'>;
  /** Gives an amount of an approved payment back. */
  refund(transactionId: string, amount: number, detail?: RefundDetail): Promise<{ ok: boolean; code: string }>;
}
