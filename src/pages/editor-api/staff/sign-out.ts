import { endpoint } from '@lib/platform/index.server';
import { clearStaffCookie, readStaffCookie, endStaffSession } from '@lib/catalogue/index.server';

/** Ends the staff session on the server and clears its cookie; signed out already, nothing changes. */
export const POST = endpoint({}, async (context) => {
  const id = readStaffCookie(context.cookies, context.locals.https);
  if (id) await endStaffSession(id);
  clearStaffCookie(context.cookies, context.locals.https);
  context.locals.staff = undefined;
  return null;
});
