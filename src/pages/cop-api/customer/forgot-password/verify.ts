import { verifyReset } from '@lib/account/index.server';
import { forgotVerifySchema } from '@lib/account';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/** Forgot password, step 2: the code from the e-mail. */
export const POST = endpoint({ body: forgotVerifySchema }, (context, { body }) =>
  verifyReset({ session: sessionOf(context), email: body.Email, requestId: body.RequestId, code: body.Otp }),
);
