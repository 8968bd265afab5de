import type { ErrorName } from '@lib/platform';
import type { TenderKind } from './tenders';

// The provider behind a stored-value instrument (gift card, return-balance card, OneCard points,
// coins): a sandbox inside the project implements it, and a real provider would. Its balances are
// ledgers of its own; a spend never takes a balance below zero. Amounts are kuruş.

/** A spend's outcome: the provider's transaction, or why it refused (a catalogue code). */
export type RedeemOutcome = { ok: true; transactionId: string } | { ok: false; code: ErrorName };

export interface StoredValueProvider {
  readonly kind: TenderKind;
  /**
   * Spends an amount from the instrument behind a token (applied in the session), once per
   * reference: the same reference again answers the first outcome and spends nothing more.
   */
  redeem(request: { reference: string; token: string; amount: number }): Promise<RedeemOutcome>;
  /** Gives a whole spend back (its order failed); nothing when it was never made or already given back. */
  reverse(reference: string): Promise<void>;
  /** Gives part of a spend back (a cancel or return); refunds never add up to more than the spend. */
  refund(reference: string, amount: number): Promise<{ ok: boolean }>;
}
