// The payment gateway the checkout talks to: the sandbox bank inside the project implements it, and
// so does iyzico (chosen by configuration in gateway.server.ts; decision 0045). Amounts are kuruş.

/** A card as typed at checkout. It lives only in memory for the one request: never stored, never logged. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  securityCode: string;
  holder: string;
}

/** An address as a provider asks for it (iyzico's billing and shipping address). */
export interface PaymentAddress {
  contactName: string;
  city: string;
  district: string;
  /** The street address as one line. */
  line: string;
}

/**
 * What a provider is told of the order it charges (iyzico asks for the buyer and the basket;
 * the sandbox bank reads none of it). Never anything of the card.
 */
export interface PaymentOrder {
  buyer: {
    /** The member's id, or the guest's owner key: stable per shopper, never personal. */
    id: string;
    name: string;
    email: string;
    /** Digits only, with the country code (905…). */
    phone: string;
    /** The citizen id given for an individual invoice, when given. */
    identityNumber: string | null;
    /** The shopper's client address, as the store saw it. */
    ip: string;
  };
  billing: PaymentAddress;
  shipping: PaymentAddress | null;
  /** What this payment pays, item by item (an order line, and delivery): amounts in kuruş sum to the request's amount. */
  items: { id: string; name: string; category: string; amount: number }[];
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
  /** The order being paid, for a provider that asks (iyzico); the sandbox bank reads none of it. */
  order?: PaymentOrder;
}

/** What the card looked like, to keep on the order: never more than the masked number. */
export interface CardTrace {
  maskedCard: string;
  brand: string;
  bankCode: string | null;
}

export type AuthoriseOutcome =
  | ({ status: 'approved'; transactionId: string } & CardTrace)
  /** `description`: the provider's own reason, shown when the store has no text for its code. */
  | ({ status: 'declined'; transactionId: string; code: string; description?: string } & CardTrace)
  /** 3-D Secure: the shopper must finish on the bank's page, shown in the checkout's modal. */
  | ({ status: 'three_d'; transactionId: string; redirectUrl: string } & CardTrace);

/** A 3-D Secure verification's end, read from the bank's signed return. */
export interface ThreeDOutcome {
  reference: string;
  transactionId: string;
  status: 'approved' | 'declined';
  /** The bank's code when declined (wrong code, cancelled, timed out …). */
  code: string | null;
  /** The provider's own reason when declined, shown when the store has no text for its code. */
  description?: string;
}

/** What a refund gives back, for a provider that refunds item by item (iyzico). */
export interface RefundDetail {
  /** The store's reference of this refund: a repeat of it gives nothing back twice. */
  reference: string;
  /** The ids (PaymentOrder.items) of the items it is for, first served; what is left (delivery) spreads over the rest. */
  items: string[];
}

/** A card's bank as the payment screen shows it: its instalment plans (count → total markup in permille), its "+N instalments", whether it runs 3-D Secure. */
export interface CardBank {
  code: string;
  name: string;
  /** The card programme shoppers know (Bonus, World, Axess, Maximum …). */
  programme: string;
  /** File name of the logo under /images/banks, or empty when the store has none. */
  logo: string;
  plans: { count: number; markupPermille: number }[];
  plusInstallments: number;
  threeDSecure: boolean;
}

/** What a BIN tells: the card's bank (with its plans), scheme (visa, mastercard, amex, troy) and type. */
export interface BinInfo {
  bin: string;
  scheme: string;
  cardType: 'credit' | 'debit';
  /** The bank asks for 3-D Secure on every payment with this card. */
  forceThreeD: boolean;
  bank: CardBank;
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
  refund(transactionId: string, amount: number, detail?: RefundDetail): Promise<{ ok: boolean; code: string }>;
  /**
   * What a card number's BIN (its first 6–8 digits only are read) tells at this acquirer, its plans
   * priced for `amount` (kuruş) when given; null for a BIN no bank issues.
   */
  lookupCard(cardNo: string, amount?: number): Promise<BinInfo | null>;
}
