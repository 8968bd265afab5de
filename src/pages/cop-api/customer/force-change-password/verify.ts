import { verifyForceChangeCode } from '@lib/account/members/reset.server';
import { otpVerifySchema } from '@lib/account/members/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';

/** POST the forced change's code: a right one lets this session choose the new password. */
export const POST = endpoint({ body: otpVerifySchema }, (context, { body }) =>
  verifyForceChangeCode({ session: sessionOf(context), requestId: body.RequestId, code: body.Otp }),
);
