import type { Lang } from '@lib/platform';

// The card wallet provider as the store sees it (a real Masterpass-like provider would implement
// this over its API; today the sandbox in sandbox.server.ts). Every answer carries the provider's
// response code and description (docs/behaviour/payments.md#wallet-response-codes); the store decides with actionOf (codes.ts).

/** A provider's answer: its response code ('0000' or empty is success) and its description. */
export interface WalletReply {
  code: string;
  description: string;
}

/** A saved card as the provider lists it (Name, Value1 the masked number, BankIca; docs/behaviour/payments.md#card-wallet). */
export interface WalletCard {
  id: number;
  Name: string;
  Value1: string;
  BankIca: string | null;
  Bin: string;
}

/** A card to add: read once, sealed by the provider, never kept by the store. */
export interface NewWalletCard {
  number: string;
  expMonth: number;
  expYear: number;
  holder: string;
  alias: string;
}

/** Who asks: the wallet's user id ('90' + phone), the store's member and the language of texts. */
export interface WalletCaller {
  userId: string;
  customerId: number;
  lang: Lang;
}

/** A saved card opened for a payment (only the provider and the acquirer ever see the number). */
export interface OpenedCard {
  card: WalletCard;
  number: string;
  expMonth: number;
  expYear: number;
  holder: string;
}

export interface WalletProvider {
  /** The account status string (codes.ts accountStatus) for the caller's phone. */
  check(caller: WalletCaller): Promise<WalletReply & { accountStatus: string }>;
  /** Starts linking the account to the store: answers 5001/5008 (code sent) or 5002 (PIN), with the challenge's reference. */
  link(caller: WalletCaller): Promise<WalletReply & { referenceNo: string | null }>;
  /** Answers a challenge with the code or PIN: 0000 (done), 1409 (wrong, tries left) or another code. */
  verify(caller: WalletCaller, referenceNo: string, code: string): Promise<WalletReply & { tryCount: number; maxTryCount: number }>;
  /** The account's active cards. */
  list(caller: WalletCaller): Promise<WalletReply & { cards: WalletCard[] }>;
  /** Adds a card; a card not yet confirmed answers 5001 (code) or 5015 (card PIN) with the challenge's reference. */
  add(caller: WalletCaller, card: NewWalletCard): Promise<WalletReply & { referenceNo: string | null; card: WalletCard | null }>;
  /** Deletes a card by its name. */
  remove(caller: WalletCaller, name: string): Promise<WalletReply>;
  /** The store's member is erased (KVKK): deletes the account's saved cards, its pending codes and tokens, and its link to the store. */
  forget(caller: WalletCaller): Promise<void>;
  /** Opens a linked account's active card for a payment: 5010 when its bank asks for 3-D Secure. */
  open(caller: WalletCaller, cardId: number): Promise<WalletReply & { opened: OpenedCard | null }>;
}
