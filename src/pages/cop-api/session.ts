import { endpoint } from '@lib/http/api.server';
import { ensureSession } from '@lib/session/session.server';

/** The request-verification token for the islands, creating the visitor's session if needed. */
export const GET = endpoint({}, async ({ cookies, locals }) => {
  const session = await ensureSession(cookies, locals.https, locals.session);
  return { Token: session.csrfToken, IsLoggedIn: session.customerId != null };
});
