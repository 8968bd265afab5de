import type { Lang } from '@lib/platform';
import type { DigitalCode } from './providers';

// A digital payment provider as the store sees one (GarantiPay, PayPal): it starts a session the
// shopper finishes on the provider's own page, and sends the shopper back with a signed answer.
// The sandbox implements it (sandbox.server.ts); a real provider's client would too. Amounts are kuruş.

/** What the store asks a provider to collect. */
export interface StartRequest {
  /** The order's number: a provider starts one session per reference. */
  reference: string;
  amount: number;
  lang: Lang;
}

/** A provider's signed answer, read back at the store's return address. */
export interface ProviderOutcome {
  reference: string;
  sessionId: string;
  status: 'approved' | 'declined';
  /** The refusal's catalogue code when declined (cancelled, declined, expired). */
  code: string | null;
}

export interface DigitalProvider {
  /** Starts (or, for a reference already started, finds) a session: its id and the page to send the shopper to. */
  start(code: DigitalCode, request: StartRequest): Promise<{ sessionId: string; redirectUrl: string }>;
  /** Checks a return's signature and that the session still stands as it says; null when forged, replayed into another state, or unknown. */
  readReturn(fields: Record<string, string>): Promise<ProviderOutcome | null>;
  /** Abandons a session still awaiting the shopper; 'approved' when it had already been approved. */
  cancelPending(sessionId: string): Promise<'cancelled' | 'approved' | 'declined'>;
  /** Gives back an amount of an approved session, never more than was paid in all. */
  refund(sessionId: string, amount: number): Promise<{ ok: boolean; code: string }>;
}
