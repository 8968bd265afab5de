import type { APIContext } from 'astro';
import { now } from '@lib/clock/clock.server';
import { DomainError } from '@lib/errors/domain-error';
import { issueOtp, verifyOtp } from '@lib/otp/otp.server';
import type { OtpChallenge } from '@lib/otp/schema';
import { saveSessionData } from '@lib/session/session.server';
import { clearHits, hit } from '@lib/throttle/throttle.server';
import { endOtherSessions, sessionOf, signInAs } from './current.server';
import { customerByContact, customerById, updateCustomer } from './customers.server';
import { accountThrottleKey } from './login.server';
import { hashPassword, verifyPassword } from './password.server';
import { normalizeEmail } from './rules';
import { accountSettings } from './settings.server';

const STEP_TTL_MS = 15 * 60_000;

/**
 * Forgot password, step 1. Whether or not the e-mail has an account, the answer is the same
 * challenge; without an account the code is a decoy that is never sent and never matches.
 */
export async function startReset(context: APIContext, email: string): Promise<OtpChallenge> {
  const session = sessionOf(context);
  const target = normalizeEmail(email);
  const customer = await customerByContact('email', target);
  return issueOtp({
    purpose: 'reset-password',
    target,
    channel: 'email',
    sessionHash: session.idHash,
    t: context.locals.t,
    deliver: customer !== undefined,
  });
}

/** Step 2: a right code lets this session set a new password for a while. */
export async function verifyReset(context: APIContext, email: string, requestId: string, code: string): Promise<null> {
  const session = sessionOf(context);
  const target = normalizeEmail(email);
  await verifyOtp({ purpose: 'reset-password', target, sessionHash: session.idHash, requestId, code });
  const customer = await customerByContact('email', target);
  if (!customer) throw new DomainError('RESET_EXPIRED');
  session.data.reset = { customerId: customer.id, until: now().getTime() + STEP_TTL_MS };
  await saveSessionData(session);
  return null;
}

function grantOf(context: APIContext, key: 'reset' | 'forceChange'): number {
  const grant = sessionOf(context).data[key] as { customerId: number; until: number } | undefined;
  if (!grant || grant.until < now().getTime()) throw new DomainError(key === 'reset' ? 'RESET_EXPIRED' : 'SESSION_TIMEOUT');
  return grant.customerId;
}

async function setPassword(customerId: number, password: string): Promise<void> {
  const customer = await customerById(customerId);
  if (!customer) throw new DomainError('RESET_EXPIRED');
  await updateCustomer(customerId, { passwordHash: await hashPassword(password), passwordFlagged: false });
  await clearHits(accountThrottleKey('email', customer.email));
  await clearHits(accountThrottleKey('phone', customer.cellPhone));
}

/** Step 3: the new password; every session of the account ends and the shopper signs in anew. */
export async function finishReset(context: APIContext, password: string): Promise<null> {
  const customerId = grantOf(context, 'reset');
  await setPassword(customerId, password);
  const session = sessionOf(context);
  delete session.data.reset;
  await saveSessionData(session);
  await endOtherSessions(customerId);
  return null;
}

/** The forced change after signing in with a flagged password: the new one must differ. */
export async function forceChange(context: APIContext, password: string): Promise<null> {
  const customerId = grantOf(context, 'forceChange');
  const customer = await customerById(customerId);
  if (!customer) throw new DomainError('SESSION_TIMEOUT');
  if (await verifyPassword(customer.passwordHash, password)) throw new DomainError('PASSWORD_SAME_AS_OLD');
  await setPassword(customerId, password);
  await endOtherSessions(customerId);
  await signInAs(context, customerId);
  return null;
}

/** Change password while signed in: the current one is checked and the session id rotated. */
export async function changePassword(context: APIContext, customerId: number, current: string, next: string): Promise<null> {
  const customer = await customerById(customerId);
  if (!customer) throw new DomainError('SESSION_TIMEOUT');
  // Guessing the current password here counts against the same limit as signing in.
  const key = accountThrottleKey('email', customer.email);
  const settings = accountSettings();
  if ((await hit(key, settings.LOGIN_WINDOW_SECONDS)) > settings.LOGIN_MAX_FAILURES_ACCOUNT) throw new DomainError('LOGIN_THROTTLED');
  if (!(await verifyPassword(customer.passwordHash, current))) throw new DomainError('WRONG_PASSWORD');
  if (current === next) throw new DomainError('PASSWORD_SAME_AS_OLD');
  await setPassword(customerId, next);
  await signInAs(context, customerId);
  await endOtherSessions(customerId, context.locals.session);
  return null;
}
