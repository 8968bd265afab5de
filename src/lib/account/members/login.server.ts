import { now, setSessionData, clearHits, hit, unhit, env } from '@lib/platform/index.server';
import { type ErrorName, DomainError, type Caller, type Outcome } from '@lib/platform';
import { customerByContact } from './customers.server';
import { verifyAgainstDecoy, verifyPassword } from './password.server';
import { normalizeUsername } from './rules';

const FORCE_CHANGE_MS = 15 * 60_000;

/** The sign-in counter of an account: by its id, so its e-mail and its phone share one limit. */
export const accountThrottleKey = (customerId: number) => `login:customer:${customerId}`;
/** A name no account has counts by itself, so a missing account answers like a present one. */
const unknownNameKey = (kind: string, value: string) => `login:name:${kind}:${value}`;

/**
 * Counts a sign-in attempt against its account's key and the client address before any password is
 * checked (shoppers' and staff's sign-ins alike), refusing with `refusal` past either limit; returns
 * how to take the attempt back once the password proves right (a right password is no failure).
 */
export async function countSignIn(accountKey: string, clientAddress: string, refusal: ErrorName): Promise<() => Promise<void>> {
  const settings = env();
  const addressKey = `login:ip:${clientAddress}`;
  const [forAccount, forAddress] = [
    await hit(accountKey, settings.LOGIN_WINDOW_SECONDS),
    await hit(addressKey, settings.LOGIN_WINDOW_SECONDS),
  ];
  if (forAccount > settings.LOGIN_MAX_FAILURES_ACCOUNT || forAddress > settings.LOGIN_MAX_FAILURES_ADDRESS) {
    throw new DomainError(refusal);
  }
  return async () => {
    await clearHits(accountKey);
    await unhit(addressKey);
  };
}

export interface SignInInput extends Pick<Caller, 'session' | 'clientAddress'> {
  /** The e-mail or phone typed as the user name. */
  identifier: string;
  password: string;
}

/**
 * Counts the attempt against the account (whichever of its names was typed) and the client address
 * first, then checks the password: parallel guesses each take a number before any is checked, so the
 * limit holds under a burst. A missing account and a wrong password answer alike and take the same
 * argon2 time. A flagged password does not sign in: it lets this session choose a new one for a while.
 * A member signed in is answered with their first name, for the greeting.
 */
export async function signIn({
  identifier,
  password,
  clientAddress,
  session,
}: SignInInput): Promise<Outcome<{ ForcePasswordChange: boolean; FirstName?: string }>> {
  const { kind, value } = normalizeUsername(identifier);
  const customer = await customerByContact(kind, value);
  const forgive = await countSignIn(
    customer ? accountThrottleKey(customer.id) : unknownNameKey(kind, value),
    clientAddress,
    'LOGIN_THROTTLED',
  );
  const ok = customer ? await verifyPassword(customer.passwordHash, password) : await verifyAgainstDecoy(password);
  if (!customer || !ok) throw new DomainError('LOGIN_FAILED');
  await forgive();
  if (customer.passwordFlagged) {
    await setSessionData(session, 'forceChange', { customerId: customer.id, until: now().getTime() + FORCE_CHANGE_MS });
    return { answer: { ForcePasswordChange: true } };
  }
  // The first name lets the page the member lands on greet them, drawn in the browser: a kept page
  // holds nothing of the member (decision 0031).
  return { answer: { ForcePasswordChange: false, FirstName: customer.firstName }, signInAs: customer.id };
}
