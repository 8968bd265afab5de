import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { CHECKOUT_API } from '@lib/checkout/steps/schema';
import { now, shopperOrigin, db, type Session } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { installmentOptionsFor } from '@lib/checkout/payments/card/instalments.server';
import type { WalletCaller, WalletCard } from './provider';
import type { TransactionTokenAnswer } from './api';
import { answerOf, walletProvider } from './service.server';
import { walletActivity, walletTokens } from './tables.server';

// The wallet's tokens (docs/behaviour/payments.md#card-wallet): the checkout's wallet token and reference number, the
// transaction token of a chosen card and instalment count, the 3-D order code. Each is the member's:
// another member's token is unknown (404), never used.

const TOKEN_TTL_MS = 30 * 60_000;
const newToken = () => randomBytes(24).toString('base64url');

/** A live token of the member by kind; WALLET_NOT_FOUND otherwise. */
export async function tokenOf(customerId: number, token: string, kind: 'token' | 'transaction') {
  const [row] = await (await db())
    .select()
    .from(walletTokens)
    .where(
      and(
        eq(walletTokens.token, token),
        eq(walletTokens.kind, kind),
        eq(walletTokens.customerId, customerId),
        gt(walletTokens.expiresAt, now()),
      ),
    );
  if (!row) throw new DomainError('WALLET_NOT_FOUND');
  return row;
}

/** POST generate card-wallet token (phone, customerId, optional binNumber): for the member's own phone and id only. */
export async function generateToken(caller: WalletCaller, body: { phone: string; customerId: number }) {
  if (body.customerId !== caller.customerId || body.phone.replace(/\D/g, '').slice(-10) !== caller.userId.slice(2)) {
    throw new DomainError('WALLET_NOT_FOUND');
  }
  const row = { token: newToken(), kind: 'token', userId: caller.userId, customerId: caller.customerId, referenceNo: randomUUID() };
  await (await db()).insert(walletTokens).values({ ...row, expiresAt: new Date(now().getTime() + TOKEN_TTL_MS) });
  return { Token: row.token, ReferenceNo: row.referenceNo };
}

/** The member's linked card by name, as the provider lists it. */
async function cardNamed(caller: WalletCaller, name: string): Promise<WalletCard> {
  const reply = await walletProvider().list(caller);
  answerOf(reply);
  const card = reply.cards.find((c) => c.Name === name);
  if (!card) throw new DomainError('WALLET_CARD_NOT_FOUND');
  return card;
}

/** The instalment options of a saved card for the session's bag (the bank's rules, by the card's BIN). */
const optionsOf = (session: Session | undefined, caller: WalletCaller, card: WalletCard, isPickup: boolean) =>
  installmentOptionsFor(session, caller.lang, card.Bin, isPickup);

/** POST wallet instalment options (cardNumbers, cardNames, isPickup): each named card's bank and options, as the card tab's. */
export async function walletInstalments(
  session: Session | undefined,
  caller: WalletCaller,
  body: { cardNames: string[]; isPickup: boolean },
) {
  const cards = await Promise.all(body.cardNames.map((name) => cardNamed(caller, name)));
  return Promise.all(
    cards.map(async (card) => {
      const options = await optionsOf(session, caller, card, body.isPickup);
      // The card tab's whole answer (bank, logo, plans priced on what the card pays), so the
      // saved-cards tab shows the same list with its monthly amounts.
      return { CardName: card.Name, MaskedCardNumber: card.Value1, ...options };
    }),
  );
}

/**
 * POST token via the payment provider (installmentCount, cardNo, isThreeD, isPickup): binds the
 * member's wallet token to a card and an instalment count the card's bank offers for the bag.
 */
export async function transactionToken(
  session: Session | undefined,
  caller: WalletCaller,
  body: { token: string; cardName: string; installmentCount: number; isThreeD: boolean; isPickup: boolean },
): Promise<TransactionTokenAnswer> {
  const parent = await tokenOf(caller.customerId, body.token, 'token');
  const card = await cardNamed(caller, body.cardName);
  const options = await optionsOf(session, caller, card, body.isPickup);
  const option = options.Options.find((o) => o.Count === body.installmentCount);
  if (!option) throw new DomainError('INVALID_INSTALLMENT');
  const token = newToken();
  await (await db()).insert(walletTokens).values({
    token,
    kind: 'transaction',
    userId: caller.userId,
    customerId: caller.customerId,
    referenceNo: parent.referenceNo,
    cardId: card.id,
    installmentCount: body.installmentCount,
    threeD: body.isThreeD,
    expiresAt: new Date(now().getTime() + TOKEN_TTL_MS),
  });
  return {
    Token: parent.token,
    TransactionToken: token,
    ReferenceNo: parent.referenceNo,
    InstallmentCount: body.installmentCount,
    MaskedCardNumber: card.Value1,
    CardAliasName: card.Name,
    AmountMinorUnits: options.TotalAmount,
  };
}

/** POST log wallet activity: the member's own only. */
export async function logActivity(customerId: number, body: { customerId: number; processDate: string; processType: string }) {
  if (body.customerId !== customerId) throw new DomainError('WALLET_NOT_FOUND');
  const [row] = await (await db())
    .insert(walletActivity)
    .values({ customerId, processDate: new Date(body.processDate), processType: body.processType })
    .returning({ id: walletActivity.id });
  return { Id: row!.id };
}

/** POST init wallet 3D (referenceId): where the provider's 3-D Secure returns (the store's 3-D return), for the member's own reference. */
export async function initThreeD(customerId: number, referenceId: string) {
  const [row] = await (await db())
    .select({ token: walletTokens.token })
    .from(walletTokens)
    .where(and(eq(walletTokens.referenceNo, referenceId), eq(walletTokens.customerId, customerId), gt(walletTokens.expiresAt, now())))
    .limit(1);
  if (!row) throw new DomainError('WALLET_NOT_FOUND');
  return { ReturnUrl: new URL(CHECKOUT_API.threeDReturn, shopperOrigin()).toString() };
}

/** GET generate wallet 3D order code: a fresh code of the member, sent back as Masterpass3dOrderCode. */
export async function orderCode(caller: WalletCaller) {
  const code = `MP${randomBytes(9).toString('hex').toUpperCase()}`;
  await (await db()).insert(walletTokens).values({
    token: code,
    kind: 'order_code',
    userId: caller.userId,
    customerId: caller.customerId,
    referenceNo: code,
    expiresAt: new Date(now().getTime() + TOKEN_TTL_MS),
  });
  return { OrderCode: code };
}
