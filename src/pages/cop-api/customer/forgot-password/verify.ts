import { verifyReset } from '@lib/account/reset.server';
import { forgotVerifySchema } from '@lib/account/schema';
import { endpoint } from '@lib/http/api.server';
import { sessionOf } from '@lib/http/caller.server';

/** Forgot password, step 2: the code from the e-mail. */
export const POST = endpoint({ body: forgotVerifySchema }, (context, { body }) =>
  verifyReset({ session: sessionOf(context), email: body.Email, requestId: body.RequestId, code: body.Otp }),
);
