import type { APIContext } from 'astro';
import { mergeGuestCartOnSignIn } from '@lib/bag/index.server';
import type { Outcome } from '@lib/platform';
import { rotateSession } from '@lib/platform/index.server';

// Signing in joins two areas: the account decides who the shopper is, the bag takes the guest's
// cart along. Only the request's edge may know both, so the endpoints settle an outcome here.

type Context = Pick<APIContext, 'locals' | 'cookies'>;

/**
 * Gives a domain outcome's answer, first signing the caller in on a fresh session id when it asks;
 * a guest cart the session held joins the member's cart then.
 */
export async function settle<T>(context: Context, outcome: Outcome<T>): Promise<T> {
  if (outcome.signInAs !== undefined) {
    context.locals.session = await rotateSession(context.cookies, context.locals.https, context.locals.session, outcome.signInAs);
    await mergeGuestCartOnSignIn(context.locals.session);
  }
  return outcome.answer;
}
