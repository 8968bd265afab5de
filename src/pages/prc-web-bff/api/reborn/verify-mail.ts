import { callerOf, customerIdOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { verifyApprovalCode } from '@lib/reborn/approval.server';
import { rebornOtpSchema } from '@lib/reborn/schema';

/** POST verify-mail (RebornId, RequestId, Otp): a right code completes the application's code step. */
export const POST = endpoint({ body: rebornOtpSchema }, async (context, { body }) =>
  verifyApprovalCode(callerOf(context), customerIdOf(context), {
    id: body.RebornId,
    channel: 'email',
    requestId: body.RequestId,
    code: body.Otp,
  }),
);
