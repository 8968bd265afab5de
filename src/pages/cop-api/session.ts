import { endpoint, ensureSessionOf } from '@lib/platform/index.server';

/** The request-verification token for the islands, creating the visitor's session if needed. */
export const GET = endpoint({}, async (context) => {
  const session = await ensureSessionOf(context);
  return { Token: session.csrfToken, IsLoggedIn: session.customerId != null };
});
