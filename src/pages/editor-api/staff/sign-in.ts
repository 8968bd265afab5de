import { callerOf, endpoint } from '@lib/platform/index.server';
import { staffSignInSchema } from '@lib/catalogue';
import { startStaffSignIn } from '@lib/catalogue/index.server';

/** A staff member's e-mail and password; a right pair e-mails a code and answers its challenge. */
export const POST = endpoint({ body: staffSignInSchema }, async (context, { body }) =>
  startStaffSignIn({ email: body.email, password: body.password, caller: callerOf(context) }),
);
