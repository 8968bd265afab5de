import type { APIContext } from 'astro';
import { DomainError } from '@lib/errors/domain-error';
import { saveSessionData } from '@lib/session/session.server';
import { clearHits, hit, unhit } from '@lib/throttle/throttle.server';
import { now } from '@lib/clock/clock.server';
import { clientAddress, sessionOf, signInAs } from './current.server';
import { customerByContact } from './customers.server';
import { verifyAgainstDecoy, verifyPassword } from './password.server';
import { normalizeUsername } from './rules';
import { accountSettings } from './settings.server';

export const accountThrottleKey = (kind: string, value: string) => `login:acct:${kind}:${value}`;

/**
 * Counts the attempt against the account and the client address first, then checks the password:
 * parallel guesses each take a number before any is checked, so the limit holds under a burst. A
 * missing account and a wrong password answer alike and take the same argon2 time.
 */
export async function signIn(context: APIContext, username: string, password: string): Promise<{ ForcePasswordChange: boolean }> {
  const settings = accountSettings();
  const { kind, value } = normalizeUsername(username);
  const accountKey = accountThrottleKey(kind, value);
  const addressKey = `login:ip:${clientAddress(context)}`;
  const [forAccount, forAddress] = [
    await hit(accountKey, settings.LOGIN_WINDOW_SECONDS),
    await hit(addressKey, settings.LOGIN_WINDOW_SECONDS),
  ];
  if (forAccount > settings.LOGIN_MAX_FAILURES_ACCOUNT || forAddress > settings.LOGIN_MAX_FAILURES_ADDRESS) {
    throw new DomainError('LOGIN_THROTTLED');
  }
  const customer = await customerByContact(kind, value);
  const ok = customer ? await verifyPassword(customer.passwordHash, password) : await verifyAgainstDecoy(password);
  if (!customer || !ok) throw new DomainError('LOGIN_FAILED');
  // A right password does not count as a failure.
  await clearHits(accountKey);
  await unhit(addressKey);
  if (customer.passwordFlagged) {
    const session = sessionOf(context);
    session.data.forceChange = { customerId: customer.id, until: now().getTime() + 15 * 60_000 };
    await saveSessionData(session);
    return { ForcePasswordChange: true };
  }
  await signInAs(context, customer.id);
  return { ForcePasswordChange: false };
}
