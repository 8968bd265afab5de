import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { now } from '@lib/platform/clock/clock.server';
import { db } from '@lib/platform/db/client.server';
import { serverSecret } from '@lib/platform/db/secrets.server';
import { DomainError } from '@lib/platform/errors/domain-error';
import type { CODE_PURPOSES } from '@lib/platform/notify/messages';
import { sendNow } from '@lib/platform/notify/outbox/sender.server';
import type { Caller } from '@lib/platform/session/caller';
import { hit } from '@lib/platform/throttle/throttle.server';
import { latinDigits } from '@lib/platform/validation/rules';
import { OTP_LENGTH, type OtpChallenge, type OtpPurpose } from './schema';
import { env } from '@lib/platform/config/env.server';
import { otpCodes } from './tables.server';
import { maskTarget } from './mask';

export interface OtpRequest {
  purpose: OtpPurpose;
  /** A 10-digit phone or a lower-cased e-mail. */
  target: string;
  channel: 'sms' | 'email';
  /** Who asked: the code is bound to their session, the send counts against their caps, and the message is in their language. */
  caller: Caller;
  /** False issues a decoy that looks the same but sends nothing (a forgot-password e-mail with no account). */
  deliver?: boolean;
}

/** What the message says the code is for, by the flow that asked for it. */
const CODE_PURPOSE: Record<OtpPurpose, (typeof CODE_PURPOSES)[number]> = {
  'register-phone': 'register',
  'register-email': 'register',
  'reset-password': 'password-reset',
  'force-change': 'password-reset',
  'verify-phone': 'verify-contact',
  'verify-email': 'verify-contact',
  'new-phone': 'verify-contact',
  'new-email': 'verify-contact',
  'guest-checkout': 'guest',
  'order-tracking': 'guest',
  'order-address': 'guest',
  'staff-sign-in': 'sign-in',
  'delete-account': 'delete-account',
  'imf-card': 'other',
  reborn: 'other',
  'data-export': 'other',
};

const hashOf = async (id: string, code: string) =>
  createHmac('sha256', await serverSecret('otp', env().OTP_SECRET))
    .update(`${id}:${code}`)
    .digest('hex');

/**
 * Counts a send against every cap, the asker's own first (session, customer, client address), then
 * the recipient's, stopping at the first one that is full: a send the asker may not make never uses
 * up a victim number's budget. Each count is one INSERT … ON CONFLICT, so parallel sends each get
 * their own number and exactly the cap goes out.
 */
async function countSend({ caller, target }: OtpRequest): Promise<void> {
  const settings = env();
  const { session, clientAddress } = caller;
  const customer =
    session.customerId == null ? [] : [{ key: `otp-send:customer:${session.customerId}`, max: settings.OTP_SENDS_PER_CUSTOMER }];
  const caps = [
    { key: `otp-send:session:${session.idHash}`, max: settings.OTP_SENDS_PER_SESSION },
    ...customer,
    { key: `otp-send:address:${clientAddress}`, max: settings.OTP_SENDS_PER_ADDRESS },
    { key: `otp-send:target:${target}`, max: settings.OTP_SENDS_PER_HOUR },
  ];
  for (const { key, max } of caps) {
    if ((await hit(key, settings.OTP_SEND_WINDOW_SECONDS)) > max) throw new DomainError('OTP_SEND_LIMIT');
  }
}

const secondsUntil = (at: Date) => Math.max(0, Math.ceil((at.getTime() - now().getTime()) / 1000));

/** Sends a new code for a purpose and target, after the resend wait; earlier codes stop working. */
export async function issueOtp(request: OtpRequest): Promise<OtpChallenge> {
  const settings = env();
  const database = await db();
  const sessionHash = request.caller.session.idHash;
  const scope = and(eq(otpCodes.purpose, request.purpose), eq(otpCodes.target, request.target), eq(otpCodes.sessionHash, sessionHash));
  const [last] = await database.select().from(otpCodes).where(scope).orderBy(desc(otpCodes.createdAt)).limit(1);
  if (last && last.resendAt > now()) {
    throw new DomainError('OTP_RESEND_WAIT', { ResendSeconds: secondsUntil(last.resendAt) });
  }
  await countSend(request);
  const at = now();
  const id = randomUUID();
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const expiresAt = new Date(at.getTime() + settings.OTP_TTL_SECONDS * 1000);
  const resendAt = new Date(at.getTime() + settings.OTP_RESEND_WAIT_SECONDS * 1000);
  await database
    .update(otpCodes)
    .set({ consumedAt: at })
    .where(and(scope, isNull(otpCodes.consumedAt)));
  await database.insert(otpCodes).values({
    id,
    purpose: request.purpose,
    target: request.target,
    sessionHash,
    codeHash: await hashOf(id, request.deliver === false ? randomUUID() : code),
    maxTryCount: settings.OTP_MAX_TRY_COUNT,
    expiresAt,
    resendAt,
    createdAt: at,
  });
  // Spent and expired codes are swept now and then, on issue, rather than by a timer.
  if (Math.random() < 0.01) await database.delete(otpCodes).where(lt(otpCodes.expiresAt, new Date(at.getTime() - 86_400_000)));
  if (request.deliver !== false) {
    // The one message sent inside the request: the shopper is waiting for it. One that can never
    // arrive (the provider refused the address or number) is said at once, and its code is dropped
    // so that asking again is not held by the resend wait; one that may pass later is retried.
    const outcome = await sendNow({
      channel: request.channel,
      to: request.target,
      lang: request.caller.lang,
      kind: 'code',
      data: { code, minutes: Math.ceil(settings.OTP_TTL_SECONDS / 60), purpose: CODE_PURPOSE[request.purpose] },
    });
    if (outcome === 'failed') {
      await database.delete(otpCodes).where(eq(otpCodes.id, id));
      throw new DomainError('OTP_SEND_FAILED');
    }
  }
  return {
    RequestId: id,
    Seconds: settings.OTP_TTL_SECONDS,
    ResendSeconds: settings.OTP_RESEND_WAIT_SECONDS,
    TryCount: 0,
    OtpMaxTryCount: settings.OTP_MAX_TRY_COUNT,
    Target: maskTarget(request.target),
  };
}

/**
 * The code a session was sent last for a purpose and target, while it can still be answered
 * (unspent, unexpired, tries left): the step it belongs to, with its timers as they now stand, so
 * a reloaded page shows the box and the countdown again instead of only "wait for a new code".
 */
export async function pendingOtp(purpose: OtpPurpose, target: string, sessionHash: string): Promise<OtpChallenge | null> {
  const at = now();
  const [row] = await (await db())
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.target, target), eq(otpCodes.sessionHash, sessionHash)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!row || row.consumedAt || row.expiresAt <= at || row.tryCount >= row.maxTryCount) return null;
  return {
    RequestId: row.id,
    Seconds: secondsUntil(row.expiresAt),
    ResendSeconds: secondsUntil(row.resendAt),
    TryCount: row.tryCount,
    OtpMaxTryCount: row.maxTryCount,
    Target: maskTarget(target),
  };
}

export interface OtpAnswer {
  purpose: OtpPurpose;
  target: string;
  sessionHash: string;
  requestId: string;
  code: string;
}

/**
 * Spends a code: one UPDATE counts the try and consumes the code when it matches, only while the
 * code is unspent, unexpired and under its try limit, so parallel answers cannot reuse or overrun it.
 */
export async function verifyOtp(answer: OtpAnswer): Promise<void> {
  const database = await db();
  const at = now();
  const code = latinDigits(answer.code.trim());
  const expected = await hashOf(answer.requestId, code);
  const mine = and(
    eq(otpCodes.id, answer.requestId),
    eq(otpCodes.purpose, answer.purpose),
    eq(otpCodes.target, answer.target),
    eq(otpCodes.sessionHash, answer.sessionHash),
  );
  const [row] = await database
    .update(otpCodes)
    .set({
      tryCount: sql`${otpCodes.tryCount} + 1`,
      consumedAt: sql`case when ${otpCodes.codeHash} = ${expected} then ${at.toISOString()}::timestamptz else null end`,
    })
    .where(and(mine, isNull(otpCodes.consumedAt), lt(otpCodes.tryCount, otpCodes.maxTryCount), gt(otpCodes.expiresAt, at)))
    .returning({ tryCount: otpCodes.tryCount, maxTryCount: otpCodes.maxTryCount, consumedAt: otpCodes.consumedAt });
  if (row?.consumedAt) return;
  if (row) throw new DomainError('OTP_WRONG', { TryCount: row.tryCount, OtpMaxTryCount: row.maxTryCount });
  const [stored] = await database.select().from(otpCodes).where(mine);
  if (!stored || stored.consumedAt) throw new DomainError('OTP_NOT_VALID');
  if (stored.tryCount >= stored.maxTryCount) {
    throw new DomainError('OTP_TOO_MANY_ATTEMPTS', {
      TryCount: stored.tryCount,
      OtpMaxTryCount: stored.maxTryCount,
    });
  }
  throw new DomainError('OTP_EXPIRED');
}
