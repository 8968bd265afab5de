import {
  now,
  issueOtp,
  verifyOtp,
  clearSessionData,
  endCustomerSessions,
  setSessionData,
  type Session,
  clearHits,
  hit,
  env,
  db,
  enqueue,
} from '@lib/platform/index.server';
import { eq, sql } from 'drizzle-orm';
import { DomainError, type Lang, localizedPath, type OtpChallenge, type Caller, type Outcome, readData } from '@lib/platform';
import { signedInCustomer } from './current.server';
import { customerByContact, customerById } from './customers.server';
import { accountThrottleKey } from './login.server';
import { hashPassword, verifyPassword } from './password.server';
import { normalizeEmail } from './rules';
import { customers } from './tables.server';

const STEP_TTL_MS = 15 * 60_000;

/**
 * Forgot password, step 1. Whether or not the e-mail has an account, the answer is the same
 * challenge; without an account the code is a decoy that is never sent and never matches.
 */
export async function startReset(caller: Caller & { email: string }): Promise<OtpChallenge> {
  const target = normalizeEmail(caller.email);
  const customer = await customerByContact('email', target);
  return issueOtp({ purpose: 'reset-password', target, channel: 'email', caller, deliver: customer !== undefined });
}

/** Step 2: a right code lets this session set a new password for a while. */
export async function verifyReset(input: { session: Session; email: string; requestId: string; code: string }): Promise<null> {
  const { session } = input;
  const target = normalizeEmail(input.email);
  await verifyOtp({ purpose: 'reset-password', target, sessionHash: session.idHash, requestId: input.requestId, code: input.code });
  const customer = await customerByContact('email', target);
  if (!customer) throw new DomainError('RESET_EXPIRED');
  await setSessionData(session, 'reset', { customerId: customer.id, until: now().getTime() + STEP_TTL_MS });
  return null;
}

function grantOf(session: Session, key: 'reset' | 'forceChange'): number {
  const grant = readData(session, key);
  if (!grant || grant.until < now().getTime()) throw new DomainError(key === 'reset' ? 'RESET_EXPIRED' : 'SESSION_TIMEOUT');
  return grant.customerId;
}

/** Sets a member's new password and, in the same transaction, writes the e-mail that tells them it changed. */
async function setPassword(customerId: number, password: string, lang: Lang): Promise<void> {
  const customer = await customerById(customerId);
  if (!customer) throw new DomainError('RESET_EXPIRED');
  const passwordHash = await hashPassword(password);
  await (await db()).transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash, passwordFlagged: false, updatedAt: sql`now()` }).where(eq(customers.id, customerId));
    if (!customer.email) return;
    // A change the member did not make is theirs to undo: the message leads to the reset.
    const data = { at: now().toISOString(), resetPath: localizedPath('/customer/forgotpassword', lang) };
    await enqueue(tx, { channel: 'email', to: customer.email, lang, kind: 'passwordChanged', data });
  });
  await clearHits(accountThrottleKey(customerId));
}

/** Step 3: the new password; every session of the account ends and the shopper signs in anew. */
export async function finishReset({ session, password, lang }: { session: Session; password: string; lang: Lang }): Promise<null> {
  const customerId = grantOf(session, 'reset');
  await setPassword(customerId, password, lang);
  await clearSessionData(session, 'reset');
  await endCustomerSessions(customerId);
  return null;
}

/** The member a forced change is for, with a phone to send the code to. */
async function forcedMember(session: Session) {
  const customer = await customerById(grantOf(session, 'forceChange'));
  if (!customer?.cellPhone) throw new DomainError('SESSION_TIMEOUT');
  return { ...customer, cellPhone: customer.cellPhone };
}

/** Sends, or after the resend wait sends again, the forced change's code to the member's phone. */
export async function sendForceChangeCode(caller: Caller): Promise<OtpChallenge> {
  const customer = await forcedMember(caller.session);
  return issueOtp({ purpose: 'force-change', target: customer.cellPhone, channel: 'sms', caller });
}

/** A right code lets this session choose the new password (within the forced change's time). */
export async function verifyForceChangeCode(input: { session: Session; requestId: string; code: string }): Promise<null> {
  const { session } = input;
  const customer = await forcedMember(session);
  await verifyOtp({
    purpose: 'force-change',
    target: customer.cellPhone,
    sessionHash: session.idHash,
    requestId: input.requestId,
    code: input.code,
  });
  const grant = readData(session, 'forceChange');
  if (grant) await setSessionData(session, 'forceChange', { ...grant, verified: true });
  return null;
}

/**
 * The forced change after signing in with a flagged password, once the phone's code was right:
 * the new one must differ, then it signs in.
 */
export async function forceChange({ session, password, lang }: { session: Session; password: string; lang: Lang }): Promise<Outcome<null>> {
  const customerId = grantOf(session, 'forceChange');
  if (!readData(session, 'forceChange')?.verified) throw new DomainError('FORCE_CHANGE_CODE_REQUIRED');
  const customer = await customerById(customerId);
  if (!customer) throw new DomainError('SESSION_TIMEOUT');
  if (await verifyPassword(customer.passwordHash, password)) throw new DomainError('PASSWORD_SAME_AS_OLD');
  await setPassword(customerId, password, lang);
  await endCustomerSessions(customerId);
  return { answer: null, signInAs: customerId };
}

/**
 * Change password while signed in: the current one is checked, the account's other sessions end,
 * and this one is signed in again on a new id.
 */
export async function changePassword(input: { session: Session; current: string; next: string; lang: Lang }): Promise<Outcome<null>> {
  const customer = await signedInCustomer(input.session);
  // Guessing the current password here counts against the same limit as signing in.
  const settings = env();
  if ((await hit(accountThrottleKey(customer.id), settings.LOGIN_WINDOW_SECONDS)) > settings.LOGIN_MAX_FAILURES_ACCOUNT)
    throw new DomainError('LOGIN_THROTTLED');
  if (!(await verifyPassword(customer.passwordHash, input.current))) throw new DomainError('WRONG_PASSWORD');
  if (input.current === input.next) throw new DomainError('PASSWORD_SAME_AS_OLD');
  await setPassword(customer.id, input.next, input.lang);
  await endCustomerSessions(customer.id, input.session);
  return { answer: null, signInAs: customer.id };
}
