import { and, eq } from 'drizzle-orm';
import { now, db } from '@lib/platform/index.server';
import { binInfo } from '@lib/checkout/payments/card/directory.server';
import { cardDigits, isCardNumber, isExpired } from '@lib/checkout/payments/card/cards';
import { TEST_CARDS } from '@lib/checkout/payments/card/test-cards';
import { accountStatus } from './codes';
import type { WalletCaller, WalletProvider } from './provider';
import { answer, challenge, WALLET_MAX_TRIES } from './sandbox-challenge.server';
import { PIN_CARD, phoneRule, SANDBOX_CODES } from './sandbox-rules';
import { accountOf, isLinked, listed, phoneOf, reply, saveCard } from './sandbox-store.server';
import { walletAccounts, walletCards, walletChallenges, walletLinks, walletTokens } from './tables.server';
import { unseal } from './vault.server';

// The sandbox card wallet (docs/decisions/0021-card-wallet.md): keeps accounts, links and sealed cards in its own
// tables, asks for codes and PINs as the real provider does, and answers each response code of
// docs/behaviour/payments.md#wallet-response-codes for the test phones and cards of sandbox-rules.ts.

/** The bank's test cards that go through 3-D Secure: the sandbox wallet answers 5010 for them. */
const THREE_D_CARDS = new Set<string>(Object.values(TEST_CARDS).flatMap((c) => (c.outcome === 'three_d' ? [c.number] : [])));

/** The refusal every operation of a restricted, foreign or unavailable account answers, or null. */
function refusal(caller: WalletCaller) {
  const rule = phoneRule(phoneOf(caller.userId));
  if (rule === 'restricted') return reply(caller, SANDBOX_CODES.restricted);
  if (rule === 'other_account') return reply(caller, SANDBOX_CODES.otherAccount);
  if (rule === 'unavailable') return reply(caller, SANDBOX_CODES.unavailable);
  return null;
}

async function activeCards(userId: string) {
  return (await db())
    .select()
    .from(walletCards)
    .where(and(eq(walletCards.userId, userId), eq(walletCards.active, true)))
    .orderBy(walletCards.id);
}

async function check(caller: WalletCaller) {
  const account = await accountOf(caller.userId);
  const rule = phoneRule(phoneOf(caller.userId));
  const status = accountStatus({
    restricted: rule === 'restricted',
    exists: account !== undefined,
    otherAccount: rule === 'other_account',
    hasCards: account !== undefined && (await activeCards(caller.userId)).length > 0,
    linked: await isLinked(caller),
  });
  const refused = refusal(caller);
  return { ...(refused ?? reply(caller, rule === 'check_ignored' ? '6006' : '0000')), accountStatus: status };
}

async function startLink(caller: WalletCaller) {
  const refused = refusal(caller);
  if (refused) return { ...refused, referenceNo: null };
  if (!(await accountOf(caller.userId))) return { ...reply(caller, SANDBOX_CODES.notLinked), referenceNo: null };
  const rule = phoneRule(phoneOf(caller.userId));
  const pin = rule === 'wallet_pin';
  const referenceNo = await challenge(caller, 'link', pin ? 'pin' : 'otp', null);
  return { ...reply(caller, pin ? '5002' : rule === 'otp_again' ? '5008' : '5001'), referenceNo };
}

async function verify(caller: WalletCaller, referenceNo: string, code: string) {
  const result = await answer(caller, referenceNo, code);
  return { ...reply(caller, result.code), tryCount: result.tryCount, maxTryCount: WALLET_MAX_TRIES };
}

async function list(caller: WalletCaller) {
  const refused = refusal(caller);
  if (refused) return { ...refused, cards: [] };
  if (!(await accountOf(caller.userId)) || !(await isLinked(caller))) return { ...reply(caller, SANDBOX_CODES.notLinked), cards: [] };
  const rule = phoneRule(phoneOf(caller.userId));
  if (rule === 'card_list_fails') return { ...reply(caller, '1078'), cards: [] };
  const cards = (await activeCards(caller.userId)).map(listed);
  return { ...reply(caller, rule === 'card_list_ignored' ? '1419' : '0000'), cards };
}

const none = { referenceNo: null, card: null };

async function add(caller: WalletCaller, card: Parameters<WalletProvider['add']>[1]) {
  const refused = refusal(caller);
  if (refused) return { ...refused, ...none };
  const number = cardDigits(card.number);
  if (!isCardNumber(number) || !(await binInfo(number))) return { ...reply(caller, SANDBOX_CODES.invalidCard), ...none };
  if (isExpired(card.expMonth, card.expYear, now())) return { ...reply(caller, SANDBOX_CODES.expiredCard), ...none };
  if (!(await accountOf(caller.userId))) await (await db()).insert(walletAccounts).values({ userId: caller.userId }).onConflictDoNothing();
  const linked = await isLinked(caller);
  const needsPin = number === PIN_CARD;
  const saved = await saveCard(caller.userId, { ...card, number }, linked && !needsPin);
  if (saved === 'alias') return { ...reply(caller, SANDBOX_CODES.aliasTaken), ...none };
  if (saved.active) return { ...reply(caller, '0000'), referenceNo: null, card: listed(saved) };
  // Not yet the account holder's for this store: the card waits for the code sent to the phone, or its PIN.
  const referenceNo = await challenge(caller, 'add', needsPin ? 'pin' : 'otp', saved.id);
  return { ...reply(caller, needsPin ? '5015' : '5001'), referenceNo, card: null };
}

async function remove(caller: WalletCaller, name: string) {
  const refused = refusal(caller);
  if (refused) return refused;
  if (!(await isLinked(caller))) return reply(caller, SANDBOX_CODES.notLinked);
  const gone = await (await db())
    .delete(walletCards)
    .where(and(eq(walletCards.userId, caller.userId), eq(walletCards.alias, name), eq(walletCards.active, true)))
    .returning({ id: walletCards.id });
  return reply(caller, gone.length > 0 ? '0000' : SANDBOX_CODES.cardNotFound);
}

// Erasure reaches every card of the account, pending ones too: the member asked for all of it to go.
async function forget(caller: WalletCaller) {
  await (await db()).transaction(async (tx) => {
    await tx.delete(walletCards).where(eq(walletCards.userId, caller.userId));
    await tx.delete(walletChallenges).where(eq(walletChallenges.customerId, caller.customerId));
    await tx.delete(walletTokens).where(eq(walletTokens.customerId, caller.customerId));
    await tx.delete(walletLinks).where(eq(walletLinks.customerId, caller.customerId));
  });
}

async function open(caller: WalletCaller, cardId: number) {
  const refused = refusal(caller);
  if (refused) return { ...refused, opened: null };
  if (!(await isLinked(caller))) return { ...reply(caller, SANDBOX_CODES.notLinked), opened: null };
  const [row] = await (await db())
    .select()
    .from(walletCards)
    .where(and(eq(walletCards.id, cardId), eq(walletCards.userId, caller.userId), eq(walletCards.active, true)));
  if (!row) return { ...reply(caller, SANDBOX_CODES.cardNotFound), opened: null };
  const [info, card] = await Promise.all([binInfo(row.bin), unseal(row.sealed)]);
  // The provider asks for 3-D Secure (5010) when the card's issuer verifies every payment (the bank's 3-D test cards).
  const threeD = info?.forceThreeD || THREE_D_CARDS.has(card.number);
  return { ...reply(caller, threeD ? '5010' : '0000'), opened: { card: listed(row), ...card } };
}

/** The sandbox card wallet provider. */
export const sandboxWallet: WalletProvider = { check, link: startLink, verify, list, add, remove, forget, open };
