import { callerOf, customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { verifyApprovalCode } from '@lib/programmes/reborn/approval.server';
import { rebornOtpSchema } from '@lib/programmes/reborn/schema';

/** POST verify-phone (RebornId, RequestId, Otp): a right code completes the application's code step. */
export const POST = endpoint({ body: rebornOtpSchema }, async (context, { body }) =>
  verifyApprovalCode(callerOf(context), customerIdOf(context), {
    id: body.RebornId,
    channel: 'sms',
    requestId: body.RequestId,
    code: body.Otp,
  }),
);
