// The payment gateway the checkout talks to: the sandbox bank inside the project implements it, and
// a real acquirer would too (chosen by configuration in gateway.server.ts). Amounts are kuruş.

/** A card as typed at checkout. It lives only in memory for the one request: never stored, never logged. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  securityCode: string;
  holder: string;
}

export interface AuthoriseRequest {
  /** The store's reference of this payment (the order's); the bank authorises a reference once. */
  reference: string;
  amount: number;
  installmentCount: number;
  card: CardDetails;
  /** The shopper asked for 3-D Secure (the bank may ask for it anyway). */
  threeD: boolean;
  /** Where the bank's 3-D page sends the shopper back. */
  returnUrl: string;
  lang: 'tr' | 'en';
}

/** What the card looked like, to keep on the order: never more than the masked number. */
export interface CardTrace {
  maskedCard: string;
  brand: string;
  bankCode: string | null;
}

export type AuthoriseOutcome =
  | ({ status: 'approved'; transactionId: string } & CardTrace)
  | ({ status: 'declined'; transactionId: string; code: string } & CardTrace)
  /** 3-D Secure: the shopper must finish on the bank's page, shown in the checkout's modal. */
  | ({ status: 'three_d'; transactionId: string; redirectUrl: string } & CardTrace);

/** A 3-D Secure verification's end, read from the bank's signed return. */
export interface ThreeDOutcome {
  reference: string;
  transactionId: string;
  status: 'approved' | 'declined';
  /** The bank's code when declined (wrong code, cancelled, timed out …). */
  code: string | null;
}

export interface PaymentGateway {
  /** Authorises a payment; the same reference twice answers the first outcome, never a second charge. */
  authorise(request: AuthoriseRequest): Promise<AuthoriseOutcome>;
  /** Reads and checks the bank's return of a 3-D page (its form fields); null when forged or unknown. */
  readThreeDReturn(fields: Record<string, string>): Promise<ThreeDOutcome | null>;
  /**
   * Abandons a payment still waiting for 3-D Secure (the shopper closed the modal, or it timed out):
   * answers 'approved' instead when the verification had already succeeded, so the caller keeps it.
   */
  cancelPending(transactionId: string): Promise<'cancelled' | 'approved' | 'declined'>;
  /** Gives an amount of an approved payment back (cancels and returns, in the after-sales issue). */
  refund(transactionId: string, amount: number): Promise<{ ok: boolean; code: string }>;
}
