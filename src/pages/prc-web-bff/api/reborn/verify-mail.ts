import { callerOf, customerIdOf, endpoint } from '@lib/platform/index.server';
import { verifyApprovalCode } from '@lib/programmes/index.server';
import { rebornOtpSchema } from '@lib/programmes';

/** POST verify-mail (RebornId, RequestId, Otp): a right code completes the application's code step. */
export const POST = endpoint({ body: rebornOtpSchema }, async (context, { body }) =>
  verifyApprovalCode(callerOf(context), customerIdOf(context), {
    id: body.RebornId,
    channel: 'email',
    requestId: body.RequestId,
    code: body.Otp,
  }),
);
