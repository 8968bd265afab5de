import { cartCount } from '@lib/bag/index.server';
import { endpoint } from '@lib/platform/index.server';
import { SESSION_HINT_COOKIE } from '@lib/platform';

/**
 * The personal bits of a kept page, in one small call after it (ARCHITECTURE.md, kept pages): whether
 * a member is signed in, the session's verification token and the bag's count. It never creates a
 * session: a visitor without one gets the visitor's answer, and loses a stale hint cookie.
 */
export const GET = endpoint({}, async ({ locals, cookies }) => {
  const { session } = locals;
  if (!session) cookies.delete(SESSION_HINT_COOKIE, { path: '/' });
  return {
    IsLoggedIn: session?.customerId != null,
    Token: session?.csrfToken ?? null,
    CartItemCount: await cartCount(session),
  };
});
