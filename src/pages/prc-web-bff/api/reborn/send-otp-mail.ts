import { callerOf, customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { sendApprovalCode } from '@lib/programmes/reborn/approval.server';
import { rebornBodySchema } from '@lib/programmes/reborn/schema';

/** POST send-otp-mail (RebornId): the approval code to the member's own verified e-mail. */
export const POST = endpoint({ body: rebornBodySchema }, async (context, { body }) =>
  sendApprovalCode(callerOf(context), customerIdOf(context), body.RebornId, 'email'),
);
