import { endpoint, signOut } from '@lib/platform/index.server';

/** LogoutSPA: ends the server session and clears its cookie. */
export const POST = endpoint({}, async (context) => {
  await signOut(context);
  return null;
});
