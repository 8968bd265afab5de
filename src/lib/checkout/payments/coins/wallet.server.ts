import { eq } from 'drizzle-orm';
import { db, translator, type Session, setSessionData } from '@lib/platform/index.server';
import { DomainError, type ErrorName, type Caller, readData } from '@lib/platform';
import { credit } from '@lib/checkout/payments/onecard/ledger.server';
import { appliedTender, applyTender, paymentSplit, removeTender } from '@lib/checkout/payments/tenders.server';
import { POINT_VALUE, type PaymentSplit, TENDER_LIMITS } from '@lib/checkout/payments/tenders';
import { coinsBook } from './book.server';
import type { CoinsState } from './api';
import { coinsWallets } from './tables.server';

// The partner coins app as the payment panel reaches it: a member links the app by its token, sees
// the coins, asks what an amount is worth, uses coins on the order and takes them off. The app's
// answers (an expired token, an unreachable app) are its own codes.

/** The coins a new wallet opens with in the sandbox app; a token holding GOLD opens with more. */
const WELCOME_COINS = 150;
const GOLD_WELCOME_COINS = 1000;
/** The sandbox app's coupon codes and the factor each puts on the coins a purchase earns. */
const COUPONS: Record<string, number> = { '': 1, HOPI2X: 2, HOPI3X: 3 };
/** A purchase earns this share of its amount in coins. */
const EARN_RATE = 0.01;

export type Wallet = typeof coinsWallets.$inferSelect;

/** The wallet's refusal as the app answers it: unreachable, or a token that must be renewed. */
export function tokenRefusal(wallet: Wallet | undefined): ErrorName | null {
  if (!wallet) return 'COINS_NOT_LINKED';
  if (wallet.tokenStatus === 'offline') return 'COINS_CONNECTION_ERROR';
  if (wallet.tokenStatus !== 'active') return 'COINS_INVALID_TOKEN';
  return null;
}

/** A member's wallet, or undefined. */
async function walletOf(customerId: number): Promise<Wallet | undefined> {
  const [wallet] = await (await db()).select().from(coinsWallets).where(eq(coinsWallets.customerId, customerId));
  return wallet;
}

/** The wallet behind an app token, or undefined. */
export async function walletOfToken(token: string): Promise<Wallet | undefined> {
  const [wallet] = await (await db()).select().from(coinsWallets).where(eq(coinsWallets.appToken, token));
  return wallet;
}

async function usableWallet(customerId: number): Promise<Wallet> {
  const wallet = await walletOf(customerId);
  const refused = tokenRefusal(wallet);
  if (refused) throw new DomainError(refused);
  return wallet as Wallet;
}

/** GET mobile index: whether the app is linked and active, its coins, the coins used and the coupon code. */
export async function coinsState(session: Session | undefined, customerId: number): Promise<CoinsState> {
  const wallet = await walletOf(customerId);
  return {
    IsLinked: Boolean(wallet),
    IsTokenActive: wallet?.tokenStatus === 'active',
    coinBalance: wallet ? Math.floor(wallet.balance / POINT_VALUE) : 0,
    usedCoins: Math.floor((appliedTender(session, 'coins')?.amount ?? 0) / POINT_VALUE),
    couponCode: readData(session, 'coins')?.couponCode ?? '',
  };
}

/** GET token active: whether the app's token still works (an unreachable app is a connection error). */
export async function tokenActive(customerId: number): Promise<{ IsActive: boolean }> {
  const wallet = await walletOf(customerId);
  if (wallet?.tokenStatus === 'offline') throw new DomainError('COINS_CONNECTION_ERROR');
  return { IsActive: wallet?.tokenStatus === 'active' };
}

/**
 * POST update info: links the app by its token, or reconnects it with a new one. The sandbox app's
 * tokens: one holding EXPIRED links an expired token, OFFLINE an unreachable app; a new wallet opens
 * with WELCOME_COINS (GOLD_WELCOME_COINS for a token holding GOLD). A token linked to another member is refused.
 */
export async function linkApp(session: Session, customerId: number, appToken: string): Promise<CoinsState> {
  const other = await walletOfToken(appToken);
  if (other && other.customerId !== customerId) throw new DomainError('COINS_INVALID_TOKEN');
  const tokenStatus = appToken.includes('OFFLINE') ? 'offline' : appToken.includes('EXPIRED') ? 'expired' : 'active';
  await (await db()).transaction(async (tx) => {
    await tx
      .insert(coinsWallets)
      .values({ customerId, appToken, tokenStatus })
      .onConflictDoUpdate({ target: coinsWallets.customerId, set: { appToken, tokenStatus, updatedAt: new Date() } });
    const welcome = appToken.includes('GOLD') ? GOLD_WELCOME_COINS : WELCOME_COINS;
    await credit(tx, coinsBook, customerId, welcome * POINT_VALUE, 'seed', `welcome:${customerId}`);
  });
  // The checkout's coins were spent through the old token: they are taken off and chosen again.
  await removeTender(session, 'tr', 'coins');
  return coinsState(session, customerId);
}

/** POST calculate: what the coins are worth against an amount, and the coins the purchase earns with the coupon. */
export async function calculateCoins(session: Session, customerId: number, amount: number, couponCode: string) {
  const wallet = await usableWallet(customerId);
  const code = couponCode.toUpperCase();
  const factor = COUPONS[code];
  if (factor === undefined) throw new DomainError('COINS_COUPON_INVALID');
  await setSessionData(session, 'coins', { couponCode: code });
  const coins = Math.floor(wallet.balance / POINT_VALUE);
  return {
    Amount: amount,
    coinBalance: coins,
    UsableCoins: Math.min(coins, Math.floor(amount / POINT_VALUE)),
    EarnedCoins: Math.floor((amount / POINT_VALUE) * EARN_RATE) * factor,
    couponCode: code,
  };
}

/**
 * POST use: spends coins on the order once placed. The app must answer and hold the coins; the
 * cart must reach the minimum and the coins stay within its total (applyTender keeps them off the
 * shipping fee and within what is left).
 */
export async function useCoins(caller: Caller, customerId: number, coins: number): Promise<CoinsState & { Split: PaymentSplit }> {
  const wallet = await usableWallet(customerId);
  const split = await paymentSplit(caller.session, caller.lang);
  if (split.Total < TENDER_LIMITS.minimumCart) throw new DomainError('MINIMUM_CART_NOT_MET');
  const amount = coins * POINT_VALUE;
  if (amount > wallet.balance || amount > split.Total) throw new DomainError('COINS_AMOUNT_TOO_HIGH');
  const Split = await applyTender(caller.session, caller.lang, {
    kind: 'coins',
    token: wallet.appToken,
    label: translator(caller.lang)('coins:label'),
    amount,
  });
  return { ...(await coinsState(caller.session, customerId)), Split };
}

/** GET remove info: the coins on the order and whether the app can be told to give them back. */
export async function removeInfo(session: Session | undefined, customerId: number) {
  const wallet = await walletOf(customerId);
  return {
    usedCoins: Math.floor((appliedTender(session, 'coins')?.amount ?? 0) / POINT_VALUE),
    CanRemove: wallet?.tokenStatus !== 'offline',
  };
}

/** POST remove: takes the coins off the order; COINS_REMOVE_FAILED when the app cannot be reached. */
export async function removeCoins(caller: Caller, customerId: number): Promise<CoinsState & { Split: PaymentSplit }> {
  const wallet = await walletOf(customerId);
  if (wallet?.tokenStatus === 'offline') throw new DomainError('COINS_REMOVE_FAILED');
  const Split = await removeTender(caller.session, caller.lang, 'coins');
  return { ...(await coinsState(caller.session, customerId)), Split };
}
