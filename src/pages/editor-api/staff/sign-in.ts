import { callerOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { staffSignInSchema } from '@lib/catalogue/staff/schema';
import { startStaffSignIn } from '@lib/catalogue/staff/sign-in.server';

/** A staff member's e-mail and password; a right pair e-mails a code and answers its challenge. */
export const POST = endpoint({ body: staffSignInSchema }, async (context, { body }) =>
  startStaffSignIn({ email: body.email, password: body.password, caller: callerOf(context) }),
);
