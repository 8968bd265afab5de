import { verifyReset } from '@lib/account/members/reset.server';
import { forgotVerifySchema } from '@lib/account/members/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';

/** Forgot password, step 2: the code from the e-mail. */
export const POST = endpoint({ body: forgotVerifySchema }, (context, { body }) =>
  verifyReset({ session: sessionOf(context), email: body.Email, requestId: body.RequestId, code: body.Otp }),
);
