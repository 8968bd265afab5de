import { endpoint } from '@lib/http/api.server';
import { destroySession } from '@lib/session/session.server';

/** LogoutSPA: ends the server session and clears its cookie. */
export const POST = endpoint({}, async ({ cookies, locals }) => {
  await destroySession(cookies, locals.https, locals.session);
  return null;
});
