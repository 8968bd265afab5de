import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AstroCookies } from 'astro';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { now } from '@lib/platform/clock/clock.server';
import { type Db, db } from '@lib/platform/db/client.server';
import { SESSION_HINT_COOKIE } from './csrf';
import { dropData, FLOW_KEYS, type SessionKey, type SessionSlot, type SessionValue, writeData } from './data';
import { forgetAround, sessionByHash } from './kept.server';
import type { Session } from './session';
import { sessions } from './tables.server';

export type { Session } from './session';

/** A visitor's server-side session as the request sees it; its data is read through ./data. */

const TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is written back only when less than this is left, to spare a write per request. */
const REFRESH_BELOW_MS = TTL_MS - 24 * 60 * 60 * 1000;

/** The session cookie's name: the __Host- prefix pins it to this host when served over HTTPS. */
function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-sid' : 'sid';
}

const hash = (id: string) => createHash('sha256').update(id).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');

function setCookie(cookies: AstroCookies, secure: boolean, id: string) {
  const options = { sameSite: 'lax' as const, secure, path: '/', maxAge: TTL_MS / 1000 };
  cookies.set(sessionCookieName(secure), id, { ...options, httpOnly: true });
  // Readable by the page's script, and saying only that a session exists: a kept page then asks
  // for its personal bits, and a visitor without one is spared the call (src/islands/app/shell).
  cookies.set(SESSION_HINT_COOKIE, '1', options);
}

/** The session named by the request's cookie, if it exists and has not expired. */
export async function loadSession(cookies: AstroCookies, secure: boolean): Promise<Session | undefined> {
  const id = cookies.get(sessionCookieName(secure))?.value;
  if (!id || id.length > 100) return undefined;
  const database = await db();
  const idHash = hash(id);
  const at = now();
  const row = await sessionByHash(idHash, at, async () => {
    const [found] = await database
      .select()
      .from(sessions)
      .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, at)));
    return found;
  });
  if (!row) return undefined;
  if (row.expiresAt.getTime() - at.getTime() < REFRESH_BELOW_MS || !cookies.has(SESSION_HINT_COOKIE)) {
    row.expiresAt = new Date(at.getTime() + TTL_MS);
    await forgetAround(row, () => database.update(sessions).set({ expiresAt: row.expiresAt }).where(eq(sessions.idHash, row.idHash)));
    setCookie(cookies, secure, id);
  }
  return row;
}

async function insertSession(cookies: AstroCookies, secure: boolean, from?: Partial<Session>): Promise<Session> {
  const id = newSecret();
  const session: Session = {
    idHash: hash(id),
    customerId: from?.customerId ?? null,
    csrfToken: newSecret(),
    data: from?.data ?? {},
    expiresAt: new Date(now().getTime() + TTL_MS),
  };
  const database = await db();
  await database.insert(sessions).values(session);
  // Expired rows are swept now and then, on creation, rather than by a timer.
  if (Math.random() < 0.01) await database.delete(sessions).where(lt(sessions.expiresAt, now()));
  setCookie(cookies, secure, id);
  return session;
}

/** The current session, created (with its cookie) when the visitor has none. */
export async function ensureSession(cookies: AstroCookies, secure: boolean, current?: Session): Promise<Session> {
  return current ?? insertSession(cookies, secure);
}

/**
 * Replaces the session id and token on sign-in and every privilege change, so an id fixed or seen
 * before cannot ride along. The data stays, except the account flows' steps.
 */
export async function rotateSession(
  cookies: AstroCookies,
  secure: boolean,
  current: Session | undefined,
  customerId: number | null,
): Promise<Session> {
  const kept = { data: { ...current?.data } };
  dropData(kept, ...FLOW_KEYS);
  if (current) await forgetAround(current, async () => (await db()).delete(sessions).where(eq(sessions.idHash, current.idHash)));
  return insertSession(cookies, secure, { customerId, data: kept.data });
}

/** Ends the session on the server and clears its cookie. */
export async function destroySession(cookies: AstroCookies, secure: boolean, current: Session | undefined): Promise<void> {
  if (current) await forgetAround(current, async () => (await db()).delete(sessions).where(eq(sessions.idHash, current.idHash)));
  cookies.delete(sessionCookieName(secure), { path: '/' });
  cookies.delete(SESSION_HINT_COOKIE, { path: '/' });
}

/** Writes the session's data back. */
async function saveSessionData(session: Session): Promise<void> {
  await forgetAround(session, async () =>
    (await db()).update(sessions).set({ data: session.data }).where(eq(sessions.idHash, session.idHash)),
  );
}

/** Sets one key of the session's data, checked against its schema, and saves it. */
export async function setSessionData<K extends SessionKey>(session: Session, key: K, value: SessionValue<K>): Promise<void>;
export async function setSessionData<T>(session: Session, slot: SessionSlot<T>, value: T): Promise<void>;
export async function setSessionData(session: Session, key: SessionKey | SessionSlot<unknown>, value: unknown): Promise<void> {
  writeData(session, key as SessionSlot<unknown>, value);
  await saveSessionData(session);
}

/** Removes keys from the session's data and saves it. */
export async function clearSessionData(session: Session, ...keys: (SessionKey | SessionSlot<unknown>)[]): Promise<void> {
  dropData(session, ...keys);
  await saveSessionData(session);
}

/**
 * Ends every session of a customer but the one kept, after a password change or reset; inside the
 * transaction given (an erasure), when one is.
 */
export async function endCustomerSessions(customerId: number, keep?: Pick<Session, 'idHash'>, run?: Db): Promise<void> {
  const theirs = eq(sessions.customerId, customerId);
  const database = run ?? (await db());
  await forgetAround({ customerId }, () => database.delete(sessions).where(keep ? and(theirs, ne(sessions.idHash, keep.idHash)) : theirs));
}

/** Compares a presented request-verification token with the session's, in constant time. */
export function tokenMatches(session: Session | undefined, presented: string | null): boolean {
  if (!session || !presented) return false;
  const a = Buffer.from(session.csrfToken);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}
