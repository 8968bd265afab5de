import type { APIContext } from 'astro';
import { eq, and, ne } from 'drizzle-orm';
import { db } from '@lib/db/client.server';
import { DomainError } from '@lib/errors/domain-error';
import { rotateSession, type Session } from '@lib/session/session.server';
import { sessions } from '@lib/session/tables.server';

/** Flow state an account flow keeps in the session's data between its steps. */
export const FLOW_KEYS = ['registration', 'reset', 'forceChange'] as const;

/** The request's session; every state-changing call has one (its token was checked). */
export function sessionOf(context: APIContext): Session {
  const session = context.locals.session;
  if (!session) throw new DomainError('E101');
  return session;
}

/** The signed-in customer's id, or 401 SESSION_TIMEOUT: the island asks for a new login. */
export function requireCustomerId(context: APIContext): number {
  const id = context.locals.session?.customerId;
  if (id == null) throw new DomainError('SESSION_TIMEOUT');
  return id;
}

/** Signs a customer in on a fresh session id (flow state dropped), as on every privilege change. */
export async function signInAs(context: APIContext, customerId: number): Promise<void> {
  const current = context.locals.session;
  if (current) for (const key of FLOW_KEYS) delete current.data[key];
  context.locals.session = await rotateSession(context.cookies, context.locals.https, current, customerId);
}

/** Ends every other session of a customer, after a password change or reset. */
export async function endOtherSessions(customerId: number, keep?: Session): Promise<void> {
  const mine = eq(sessions.customerId, customerId);
  await (await db()).delete(sessions).where(keep ? and(mine, ne(sessions.idHash, keep.idHash)) : mine);
}

/** The client address the throttles count by. */
export function clientAddress(context: APIContext): string {
  try {
    return context.clientAddress;
  } catch {
    return 'unknown';
  }
}
