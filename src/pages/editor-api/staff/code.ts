import { now } from '@lib/platform/clock/clock.server';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';
import { setStaffCookie } from '@lib/catalogue/staff/cookie.server';
import { staffCodeSchema } from '@lib/catalogue/staff/schema';
import { finishStaffSignIn } from '@lib/catalogue/staff/sign-in.server';

/** The e-mailed code of a staff sign-in: a right one opens the staff session (its cookie) and answers who signed in. */
export const POST = endpoint({ body: staffCodeSchema }, async (context, { body }) => {
  const done = await finishStaffSignIn({ requestId: body.RequestId, code: body.Otp, session: sessionOf(context) });
  setStaffCookie(context.cookies, context.locals.https, done.sessionId, done.absoluteUntil, now());
  context.locals.staff = done.staff;
  return done.staff;
});
