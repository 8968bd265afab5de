import { now } from '@lib/clock/clock.server';
import { endpoint } from '@lib/http/api.server';
import { sessionOf } from '@lib/http/caller.server';
import { setStaffCookie } from '@lib/staff/cookie.server';
import { staffCodeSchema } from '@lib/staff/schema';
import { finishStaffSignIn } from '@lib/staff/sign-in.server';

/** The e-mailed code of a staff sign-in: a right one opens the staff session (its cookie) and answers who signed in. */
export const POST = endpoint({ body: staffCodeSchema }, async (context, { body }) => {
  const done = await finishStaffSignIn({ requestId: body.RequestId, code: body.Otp, session: sessionOf(context) });
  setStaffCookie(context.cookies, context.locals.https, done.sessionId, done.absoluteUntil, now());
  context.locals.staff = done.staff;
  return done.staff;
});
