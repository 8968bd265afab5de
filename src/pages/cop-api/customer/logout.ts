import { endpoint } from '@lib/platform/http/api.server';
import { signOut } from '@lib/platform/http/caller.server';

/** LogoutSPA: ends the server session and clears its cookie. */
export const POST = endpoint({}, async (context) => {
  await signOut(context);
  return null;
});
