import type { WalletAction, WalletView } from './codes';

// The card wallet calls of the payment screen (docs/behaviour/payments.md#card-wallet): paths, the add-card form's rules
// and the answers. Client-safe and without zod (the tab is lazy-loaded within the page's budget).
// Amounts to the wallet are minor units (kuruş: TL × 100), named so on the wire.

/** The wallet calls' paths. */
export const WALLET_API = {
  status: '/cop-api/checkout/wallet/status',
  link: '/cop-api/checkout/wallet/link',
  verify: '/cop-api/checkout/wallet/verify',
  cards: '/cop-api/checkout/wallet/cards',
  addCard: '/cop-api/checkout/wallet/add-card',
  deleteCard: '/cop-api/checkout/wallet/delete-card',
  token: '/cop-api/checkout/wallet/token',
  transactionToken: '/cop-api/checkout/wallet/transaction-token',
  instalments: '/cop-api/checkout/wallet/installments',
  log: '/cop-api/checkout/wallet/log',
  init3d: '/cop-api/checkout/wallet/init-3d',
  orderCode: '/cop-api/checkout/wallet/order-code',
} as const;

/** The spec asks the card list 1 s after the tab opens or the account changes. */
export const CARD_LIST_DELAY_MS = 1000;

/** The add-card form's rules (the card number by the checkout's card-validator rule); the names of the card form's fields. */
export const addCardRules = {
  CardNo: [['required'], ['creditcard']],
  CardName: [['required'], ['max', 60], ['nameChars']],
  CardAliasName: [['required'], ['max', 40]],
  ExpMonth: [['required_value'], ['between', 1, 12]],
  ExpYear: [['required_value']],
} as const;

/** A wallet call's answer: the provider's response code, what the tab does next, and the call's own fields. */
export interface WalletAnswer {
  ResponseCode: string;
  Action: WalletAction;
  ReferenceNo?: string | null;
}

/** GET status. */
export interface WalletStatus extends WalletAnswer {
  AccountStatus: string;
  View: WalletView;
  /** The member's phone masked, to say where the code goes. */
  Phone: string;
  /** The member's own phone and id, which the token call sends back (docs/behaviour/payments.md#card-wallet). */
  Msisdn: string;
  CustomerId: number;
}

/** A saved card as the tab lists it. */
export interface WalletCardView {
  Name: string;
  Value1: string;
  BankIca: string | null;
}

/** POST transaction token: the tokens and the chosen card, with the amount in minor units. */
export interface TransactionTokenAnswer {
  Token: string;
  TransactionToken: string;
  ReferenceNo: string;
  InstallmentCount: number;
  MaskedCardNumber: string;
  CardAliasName: string;
  AmountMinorUnits: number;
}
