import type { StaffView } from '@lib/catalogue/content/api';
import { countSignIn, verifyAgainstDecoy, verifyPassword } from '@lib/account/index.server';
import { normalizeEmail } from '@lib/account';
import { now, env, issueOtp, verifyOtp, clearSessionData, setSessionData } from '@lib/platform/index.server';
import { DomainError, type OtpChallenge, type Caller, readData } from '@lib/platform';
import { activeStaff, staffByEmail, staffView } from './accounts.server';
import { createStaffSession } from './sessions.server';

// A staff sign-in in two steps: the password, then a code e-mailed to the staff member. The step
// between is kept in the shop session that asked (its data, and the code is bound to it), so a code
// read from someone else's mailbox is no use in another browser.

const PURPOSE = 'staff-sign-in';

/**
 * Checks e-mail and password under the shoppers' sign-in limits, then e-mails a code. The account's
 * count is kept per address: five wrong passwords from one place stop that place, never the editor
 * at their own desk (counted per account alone, anyone could lock every editor out on a campaign
 * morning); a guesser spread over many addresses still meets argon2 and the e-mailed code. An
 * unknown e-mail, a disabled account and a wrong password answer alike (STAFF_SIGN_IN_FAILED)
 * after the same argon2 time.
 */
export async function startStaffSignIn(input: { email: string; password: string; caller: Caller }): Promise<OtpChallenge> {
  const email = normalizeEmail(input.email);
  const found = await staffByEmail(email);
  const member = found && !found.disabledAt ? found : undefined;
  const forgive = await countSignIn(`login:staff:${email}:${input.caller.clientAddress}`, input.caller.clientAddress, 'STAFF_THROTTLED');
  const ok = member ? await verifyPassword(member.passwordHash, input.password) : await verifyAgainstDecoy(input.password);
  if (!member || !ok) throw new DomainError('STAFF_SIGN_IN_FAILED');
  await forgive();
  const challenge = await issueOtp({ purpose: PURPOSE, target: member.email, channel: 'email', caller: input.caller });
  await setSessionData(input.caller.session, 'staffSignIn', {
    staffId: member.id,
    requestId: challenge.RequestId,
    until: now().getTime() + env().OTP_TTL_SECONDS * 1000,
  });
  return challenge;
}

/**
 * Checks the e-mailed code against the sign-in this session started (wrong, expired and spent codes
 * answer as every code step does) and opens a staff session: its view and the cookie's secret id.
 */
export async function finishStaffSignIn(input: {
  requestId: string;
  code: string;
  session: Caller['session'];
}): Promise<{ staff: StaffView; sessionId: string; absoluteUntil: Date }> {
  const pending = readData(input.session, 'staffSignIn');
  if (!pending || pending.requestId !== input.requestId || pending.until < now().getTime()) throw new DomainError('STAFF_SIGN_IN_FAILED');
  const member = await activeStaff(pending.staffId);
  if (!member) throw new DomainError('STAFF_SIGN_IN_FAILED');
  await verifyOtp({
    purpose: PURPOSE,
    target: member.email,
    sessionHash: input.session.idHash,
    requestId: input.requestId,
    code: input.code,
  });
  await clearSessionData(input.session, 'staffSignIn');
  const { id, absoluteUntil } = await createStaffSession(member.id);
  return { staff: staffView(member), sessionId: id, absoluteUntil };
}
