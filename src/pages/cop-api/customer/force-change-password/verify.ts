import { verifyForceChangeCode } from '@lib/account/index.server';
import { otpVerifySchema } from '@lib/account';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/** POST the forced change's code: a right one lets this session choose the new password. */
export const POST = endpoint({ body: otpVerifySchema }, (context, { body }) =>
  verifyForceChangeCode({ session: sessionOf(context), requestId: body.RequestId, code: body.Otp }),
);
