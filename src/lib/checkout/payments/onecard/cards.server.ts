import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { captchaChallenge, verifyCaptcha } from '@lib/account/index.server';
import { db, clearSessionData, type Session, setSessionData, clearHits, hit } from '@lib/platform/index.server';
import { DomainError, type ErrorName, type Caller, readData, phoneDigits } from '@lib/platform';
import { earnedPoints } from '@lib/checkout/payments/onecard/earning-rates.server';
import { appliedTender, paymentSplit, removeTender } from '@lib/checkout/payments/tenders.server';
import { POINT_VALUE, type PaymentSplit } from '@lib/checkout/payments/tenders';
import { codeTarget, pendingCode } from './codes.server';
import { creditDueEarnings } from './earnings.server';
import type { OneCardState } from './api';
import { CAPTCHA_AFTER_FAILURES, type balanceSchema } from './schema';
import { type OneCard, oneCards, oneCardTokens } from './tables.server';
import type { z } from 'zod';

// The OneCard gateway's card calls: prove a card (number, phone, PIN), read its points, and the
// state the payment panel shows. A card's failures are the gateway's own codes.

/** The sandbox PIN hash: a real provider checks the PIN on its side; this one only keeps a hash. */
export const pinHash = (cardNo: string, pin: string) => createHash('sha256').update(`onecard:${cardNo}:${pin}`).digest('hex');

/** A card number as the shopper may see it: the first 4 and last 4 digits. */
export const maskCardNo = (cardNo: string) => `${cardNo.slice(0, 4)} **** **** ${cardNo.slice(-4)}`;

/** The gateway code of a card status that refuses points. */
const STATUS_CODES: Record<string, ErrorName> = {
  expired: 'ONECARD_EXPIRED',
  inactive: 'ONECARD_INACTIVE',
  limit_exceeded: 'ONECARD_LIMIT_EXCEEDED',
};

/** Throws the gateway's code when the card may not be used by this session's customer. */
export function assertUsable(card: OneCard, customerId: number | null): void {
  const code = STATUS_CODES[card.status];
  if (code) throw new DomainError(code);
  if (card.customerId != null && card.customerId !== customerId) throw new DomainError('ONECARD_ALREADY_REGISTERED');
}

/** A card by its number, or undefined. */
async function cardOf(cardNo: string): Promise<OneCard | undefined> {
  const [card] = await (await db()).select().from(oneCards).where(eq(oneCards.cardNo, cardNo));
  return card;
}

/** The card behind a provider token, or undefined. */
export async function cardOfToken(token: string): Promise<OneCard | undefined> {
  const [row] = await (await db())
    .select({ card: oneCards })
    .from(oneCardTokens)
    .innerJoin(oneCards, eq(oneCards.cardNo, oneCardTokens.cardNo))
    .where(eq(oneCardTokens.token, token));
  return row?.card;
}

const failuresKey = (session: Session) => `onecard-balance:${session.idHash}`;

/** A wrong card, number or phone: the gateway's code, and whether the next try needs the bot check. */
function failed(code: ErrorName, attempts: number): never {
  throw new DomainError(code, { ShowCaptcha: attempts >= CAPTCHA_AFTER_FAILURES });
}

/**
 * POST balance: proves the card by number, registered phone and PIN (after CAPTCHA_AFTER_FAILURES
 * wrong tries the bot check is required), keeps it in the session with a fresh provider token, and
 * answers its points. Another card entered before is removed from the checkout.
 */
export async function enterCard(session: Session, caller: Caller, body: z.infer<typeof balanceSchema>): Promise<OneCardState> {
  // Every try counts until one succeeds: past the free tries each needs a solved challenge.
  const attempts = await hit(failuresKey(session), 3600);
  if (attempts > CAPTCHA_AFTER_FAILURES) {
    if (!body.CaptchaToken || !(await verifyCaptcha(body.CaptchaToken)))
      throw new DomainError('CAPTCHA_REQUIRED', { ShowCaptcha: true, Challenge: await captchaChallenge() });
  }
  const card = await cardOf(body.LoyaltyCardNo);
  if (!card || card.pinHash !== pinHash(body.LoyaltyCardNo, body.LoyaltyCardPin)) failed('ONECARD_WRONG_CARD', attempts);
  if (card.phone !== phoneDigits(body.PhoneNumber)) failed('ONECARD_PHONE_MISMATCH', attempts);
  assertUsable(card, session.customerId);
  await clearHits(failuresKey(session));
  const before = readData(session, 'oneCard');
  if (before && before.cardNo !== card.cardNo) await removeTender(session, caller.lang, 'loyalty');
  const token = before?.cardNo === card.cardNo ? before.token : `oc_${randomUUID()}`;
  if (token !== before?.token) await (await db()).insert(oneCardTokens).values({ token, cardNo: card.cardNo });
  await setSessionData(session, 'oneCard', { cardNo: card.cardNo, token });
  return stateOf(session, caller);
}

/** Forgets the session's card and its use of points; answers the new split. */
export async function forgetCard(session: Session, caller: Caller): Promise<PaymentSplit> {
  await clearSessionData(session, 'oneCard');
  return removeTender(session, caller.lang, 'loyalty');
}

/** The session's card, checked again (its status may have changed since it was entered); ONECARD_NOT_ENTERED without one. */
export async function enteredCard(session: Session | undefined): Promise<{ card: OneCard; token: string; codeId?: string }> {
  const entered = readData(session, 'oneCard');
  const card = entered && (await cardOf(entered.cardNo));
  if (!entered || !card) throw new DomainError('ONECARD_NOT_ENTERED');
  assertUsable(card, session?.customerId ?? null);
  return { card, token: entered.token, codeId: entered.codeId };
}

/** The points this session's order earns when paid as it stands (what the card does not pay). */
export async function earnedByOrder(session: Session | undefined, split?: PaymentSplit): Promise<number> {
  const now = split ?? (await paymentSplit(session, 'tr'));
  const loyalty = now.Tenders.find((tender) => tender.Kind === 'loyalty')?.Amount ?? 0;
  return (await earnedPoints(now.Total - loyalty, session?.customerId ?? null)).Points;
}

/** The most points this card may use on this order: its balance, its own maximum and the order's cap. */
export function maxUsable(card: OneCard, split: PaymentSplit): number {
  return Math.max(0, Math.min(Math.floor(card.balance / POINT_VALUE), card.maxUsablePoints, Math.floor(split.Caps.loyalty / POINT_VALUE)));
}

const EMPTY: OneCardState = {
  IsEntered: false,
  CardNo: '',
  PointsBalance: 0,
  MaxUsablePoints: 0,
  EarnedPoints: 0,
  TotalUsePoint: 0,
  IsOtp: false,
  PendingPoint: 0,
  TryCount: 0,
  OtpMaxTryCount: 0,
  ResendSeconds: 0,
  Target: '',
};

/** What the panel shows: the entered card, its points, what the order uses and earns, and a waiting code. */
export async function stateOf(session: Session | undefined, caller: Pick<Caller, 'lang'>): Promise<OneCardState> {
  const split = await paymentSplit(session, caller.lang);
  const earned = await earnedByOrder(session, split);
  const entered = readData(session, 'oneCard');
  const found = entered && (await cardOf(entered.cardNo));
  if (!entered || !found || !session) return { ...EMPTY, EarnedPoints: earned };
  await creditDueEarnings(found.cardNo);
  const card = (await cardOf(found.cardNo)) ?? found;
  const code = entered.codeId ? await pendingCode(entered.codeId, session) : undefined;
  const used = appliedTender(session, 'loyalty')?.amount ?? 0;
  return {
    IsEntered: true,
    CardNo: maskCardNo(card.cardNo),
    PointsBalance: Math.floor(card.balance / POINT_VALUE),
    MaxUsablePoints: maxUsable(card, split),
    EarnedPoints: earned,
    TotalUsePoint: Math.floor(used / POINT_VALUE),
    IsOtp: Boolean(code),
    PendingPoint: code ? code.points / POINT_VALUE : 0,
    TryCount: code?.tryCount ?? 0,
    OtpMaxTryCount: code?.maxTryCount ?? 0,
    ResendSeconds: code?.resendSeconds ?? 0,
    Target: code ? codeTarget(card) : '',
  };
}
