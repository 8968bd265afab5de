import { now, endpoint, sessionOf } from '@lib/platform/index.server';
import { setStaffCookie, finishStaffSignIn } from '@lib/catalogue/index.server';
import { staffCodeSchema } from '@lib/catalogue';

/** The e-mailed code of a staff sign-in: a right one opens the staff session (its cookie) and answers who signed in. */
export const POST = endpoint({ body: staffCodeSchema }, async (context, { body }) => {
  const done = await finishStaffSignIn({ requestId: body.RequestId, code: body.Otp, session: sessionOf(context) });
  setStaffCookie(context.cookies, context.locals.https, done.sessionId, done.absoluteUntil, now());
  context.locals.staff = done.staff;
  return done.staff;
});
