import type { APIContext } from 'astro';
import { DomainError } from '@lib/platform/errors/domain-error';
import type { Caller } from '@lib/platform/session/caller';
import { destroySession, ensureSession, type Session } from '@lib/platform/session/session.server';
import { signedInId } from '@lib/platform/session/signed-in';

// The adapter between Astro's request context and the domain: endpoints read the caller here and
// hand plain values on; the cookie side of a session (create, rotate, end) happens only here.

type Context = Pick<APIContext, 'locals' | 'cookies'>;

/** The request's session; every state-changing call has one (its token was checked). */
export function sessionOf(context: Pick<APIContext, 'locals'>): Session {
  const session = context.locals.session;
  if (!session) throw new DomainError('E101');
  return session;
}

/** The client address the throttles count by: the shopper's, behind a trusted proxy too (pipeline/observe). */
export function clientAddressOf(context: Pick<APIContext, 'locals'>): string {
  return context.locals.clientAddress;
}

/** Who is asking: the session, the client address and the language. */
export function callerOf(context: Context): Caller {
  return { session: sessionOf(context), clientAddress: clientAddressOf(context), lang: context.locals.lang };
}

/** The signed-in customer's id, or 401 SESSION_TIMEOUT. */
export function customerIdOf(context: Pick<APIContext, 'locals'>): number {
  return signedInId(context.locals.session);
}

/** The visitor's session, created with its cookie when there is none yet. */
export async function ensureSessionOf(context: Context): Promise<Session> {
  context.locals.session = await ensureSession(context.cookies, context.locals.https, context.locals.session);
  return context.locals.session;
}

/** Ends the session on the server and clears its cookie. */
export async function signOut(context: Context): Promise<void> {
  await destroySession(context.cookies, context.locals.https, context.locals.session);
  context.locals.session = undefined;
}
