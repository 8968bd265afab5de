import { DomainError, maskTarget, OTP_LENGTH, type Caller } from '@lib/platform';
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { now, env, db, sendNow, type Session, hit } from '@lib/platform/index.server';
import { POINT_VALUE } from '@lib/checkout/payments/tenders';
import { type OneCard, oneCardCodes } from './tables.server';

// The OneCard gateway's confirmation codes: sent by SMS to the card's registered phone for one use
// of points, answered from the same session, with the gateway's try limit (otpMaxTryCount) and
// resend wait. Only a hash of the code is kept; the times and limits are the store's OTP settings.

/** Codes one card may be sent in an hour. */
const SENDS_PER_CARD_HOUR = 10;

const hashOf = (id: string, code: string) => createHash('sha256').update(`onecard-code:${id}:${code}`).digest('hex');
const secondsUntil = (at: Date) => Math.max(0, Math.ceil((at.getTime() - now().getTime()) / 1000));

/** A waiting code of this session: its points, tries and timers; undefined once spent, expired or used up. */
export async function pendingCode(id: string, session: Pick<Session, 'idHash'>) {
  const [row] = await (await db())
    .select()
    .from(oneCardCodes)
    .where(and(eq(oneCardCodes.id, id), eq(oneCardCodes.sessionHash, session.idHash), isNull(oneCardCodes.consumedAt)));
  if (!row || row.expiresAt <= now()) return undefined;
  return {
    points: row.points,
    tryCount: row.tryCount,
    maxTryCount: row.maxTryCount,
    resendSeconds: secondsUntil(row.resendAt),
  };
}

/**
 * Sends a code for a use of points (kuruş) to the card's phone, after the resend wait of the
 * session's last code; that code stops working. ONECARD_OTP_NOT_SENT when the SMS cannot go out.
 */
export async function sendCode(card: OneCard, amount: number, caller: Caller, previous?: string): Promise<string> {
  const database = await db();
  const settings = env();
  if (previous) {
    const [last] = await database.select().from(oneCardCodes).where(eq(oneCardCodes.id, previous));
    if (last && last.resendAt > now()) throw new DomainError('OTP_RESEND_WAIT', { ResendSeconds: secondsUntil(last.resendAt) });
  }
  if ((await hit(`onecard-code:${card.cardNo}`, 3600)) > SENDS_PER_CARD_HOUR) throw new DomainError('OTP_SEND_LIMIT');
  // The sandbox's unreachable phone: the gateway answers that the code could not be sent.
  if (card.status === 'otp_unreachable') throw new DomainError('ONECARD_OTP_NOT_SENT');
  const at = now();
  const id = randomUUID();
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  if (previous) await cancelCode(previous, caller.session);
  await database.insert(oneCardCodes).values({
    id,
    cardNo: card.cardNo,
    sessionHash: caller.session.idHash,
    points: amount,
    codeHash: hashOf(id, code),
    maxTryCount: settings.OTP_MAX_TRY_COUNT,
    expiresAt: new Date(at.getTime() + settings.OTP_TTL_SECONDS * 1000),
    resendAt: new Date(at.getTime() + settings.OTP_RESEND_WAIT_SECONDS * 1000),
  });
  const outcome = await sendNow({
    channel: 'sms',
    to: card.phone,
    lang: caller.lang,
    kind: 'code',
    data: { code, minutes: Math.ceil(settings.OTP_TTL_SECONDS / 60), purpose: 'onecard', points: Math.round(amount / POINT_VALUE) },
  });
  if (outcome === 'failed') {
    await database.delete(oneCardCodes).where(eq(oneCardCodes.id, id));
    throw new DomainError('ONECARD_OTP_NOT_SENT');
  }
  return id;
}

/** The masked phone a card's codes go to. */
export const codeTarget = (card: OneCard) => maskTarget(card.phone);

/**
 * Spends a code: one UPDATE counts the try and consumes the code when it matches, only while it is
 * unspent, unexpired and under its try limit. Answers the points it confirms; OTP_WRONG (with the
 * tries) or OTP_TOO_MANY_ATTEMPTS / OTP_EXPIRED / OTP_NOT_VALID otherwise.
 */
export async function confirmCode(id: string, session: Pick<Session, 'idHash'>, typed: string): Promise<number> {
  const database = await db();
  const at = now();
  const mine = and(eq(oneCardCodes.id, id), eq(oneCardCodes.sessionHash, session.idHash));
  const [row] = await database
    .update(oneCardCodes)
    .set({
      tryCount: sql`${oneCardCodes.tryCount} + 1`,
      consumedAt: sql`case when ${oneCardCodes.codeHash} = ${hashOf(id, typed)} then ${at.toISOString()}::timestamptz else null end`,
    })
    .where(and(mine, isNull(oneCardCodes.consumedAt), lt(oneCardCodes.tryCount, oneCardCodes.maxTryCount), gt(oneCardCodes.expiresAt, at)))
    .returning();
  if (row?.consumedAt) return row.points;
  const tries = (r: { tryCount: number; maxTryCount: number }) => ({ TryCount: r.tryCount, OtpMaxTryCount: r.maxTryCount });
  if (row) throw new DomainError('OTP_WRONG', tries(row));
  const [stored] = await database.select().from(oneCardCodes).where(mine);
  if (!stored || stored.consumedAt) throw new DomainError('OTP_NOT_VALID');
  if (stored.tryCount >= stored.maxTryCount) throw new DomainError('OTP_TOO_MANY_ATTEMPTS', tries(stored));
  throw new DomainError('OTP_EXPIRED');
}

/** Withdraws a waiting code (the shopper cancelled the use or asked for a new code). */
export async function cancelCode(id: string, session: Pick<Session, 'idHash'>): Promise<void> {
  await (await db())
    .update(oneCardCodes)
    .set({ consumedAt: now() })
    .where(and(eq(oneCardCodes.id, id), eq(oneCardCodes.sessionHash, session.idHash), isNull(oneCardCodes.consumedAt)));
}
