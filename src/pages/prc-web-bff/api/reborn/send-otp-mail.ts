import { callerOf, customerIdOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { sendApprovalCode } from '@lib/reborn/approval.server';
import { rebornBodySchema } from '@lib/reborn/schema';

/** POST send-otp-mail (RebornId): the approval code to the member's own verified e-mail. */
export const POST = endpoint({ body: rebornBodySchema }, async (context, { body }) =>
  sendApprovalCode(callerOf(context), customerIdOf(context), body.RebornId, 'email'),
);
