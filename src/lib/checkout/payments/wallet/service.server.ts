import { customerById } from '@lib/account/index.server';
import { DomainError, type Lang, maskTarget } from '@lib/platform';
import { actionOf, viewOf, walletUserId } from './codes';
import type { NewWalletCard, WalletCaller, WalletProvider, WalletReply } from './provider';
import { sandboxWallet } from './sandbox.server';
import { SANDBOX_CODES } from './sandbox-rules';
import type { WalletAnswer, WalletCardView, WalletStatus } from './api';

// The store's side of the card wallet: reaches the provider for the signed-in member's phone and
// turns each response code into what the tab does (docs/behaviour/payments.md#wallet-response-codes), or into an error.

/** The store's wallet provider: the one place a real one would be chosen (by configuration); today the sandbox. */
export function walletProvider(): WalletProvider {
  return sandboxWallet;
}

/** The wallet caller of a member: user id '90' + the member's phone; WALLET_PHONE_MISSING without one. */
export async function walletCaller(customerId: number, lang: Lang): Promise<WalletCaller> {
  const phone = (await customerById(customerId))?.cellPhone;
  if (!phone) throw new DomainError('WALLET_PHONE_MISSING');
  return { userId: walletUserId(phone), customerId, lang };
}

/** The provider codes with a message of their own in the store. */
const OWN_ERRORS = {
  [SANDBOX_CODES.restricted]: 'WALLET_ACCOUNT_RESTRICTED',
  [SANDBOX_CODES.otherAccount]: 'WALLET_DIFFERENT_ACCOUNT',
  [SANDBOX_CODES.referenceNotFound]: 'WALLET_NOT_FOUND',
  [SANDBOX_CODES.cardNotFound]: 'WALLET_CARD_NOT_FOUND',
  [SANDBOX_CODES.aliasTaken]: 'WALLET_ALIAS_TAKEN',
} as const;

/**
 * The answer of a reply whose code lets the tab go on (done, code or PIN prompt, 3-D); throws for
 * the rest: 1409 keeps the prompt (WALLET_WRONG_CODE), 1078 falls back to the card (payment method
 * credit_card), the named refusals their own texts, any other the provider's description.
 */
export function answerOf(reply: WalletReply, extra: Record<string, unknown> = {}): WalletAnswer {
  const action = actionOf(reply.code);
  const ResponseCode = reply.code;
  if (action === 'wrong_code') throw new DomainError('WALLET_WRONG_CODE', { ResponseCode, ...extra });
  if (action === 'card_list_failed') throw new DomainError('WALLET_CARD_LIST_FAILED', { ResponseCode, PaymentMethodCode: 'credit_card' });
  if (action === 'error') {
    const own = OWN_ERRORS[reply.code as keyof typeof OWN_ERRORS];
    if (own) throw new DomainError(own, { ResponseCode });
    throw new DomainError('WALLET_PROVIDER_ERROR', { ResponseCode }, { description: reply.description });
  }
  return { ResponseCode, Action: action, ...extra };
}

/** GET status: the account status string and the view it decides. */
export async function walletStatus(caller: WalletCaller): Promise<WalletStatus> {
  const reply = await walletProvider().check(caller);
  const answer = answerOf(reply);
  const phone = caller.userId.slice(2);
  return {
    ...answer,
    AccountStatus: reply.accountStatus,
    View: viewOf(reply.accountStatus),
    Phone: maskTarget(phone),
    Msisdn: phone,
    CustomerId: caller.customerId,
  };
}

/** POST link: asks the provider to link the account; the code or PIN prompt's reference. */
export async function startLink(caller: WalletCaller): Promise<WalletAnswer> {
  const reply = await walletProvider().link(caller);
  return answerOf(reply, { ReferenceNo: reply.referenceNo });
}

/** POST verify: answers the prompt; 1409 (wrong) carries the tries. */
export async function verifyCode(caller: WalletCaller, referenceNo: string, code: string): Promise<WalletAnswer> {
  const reply = await walletProvider().verify(caller, referenceNo, code);
  return answerOf(reply, { ReferenceNo: referenceNo, TryCount: reply.tryCount, OtpMaxTryCount: reply.maxTryCount });
}

/** GET cards: the saved cards, masked. */
export async function listCards(caller: WalletCaller): Promise<WalletAnswer & { Cards: WalletCardView[] }> {
  const reply = await walletProvider().list(caller);
  const Cards = reply.cards.map(({ Name, Value1, BankIca }) => ({ Name, Value1, BankIca }));
  return { ...answerOf(reply), Cards };
}

/** POST add card: added, or the code or PIN prompt the card waits for. */
export async function addCard(caller: WalletCaller, card: NewWalletCard): Promise<WalletAnswer> {
  const reply = await walletProvider().add(caller, card);
  return answerOf(reply, { ReferenceNo: reply.referenceNo, CardName: reply.card?.Name ?? null });
}

/** POST delete card. */
export async function deleteCard(caller: WalletCaller, name: string): Promise<WalletAnswer> {
  return answerOf(await walletProvider().remove(caller, name));
}
