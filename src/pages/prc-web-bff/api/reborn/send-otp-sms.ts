import { callerOf, customerIdOf, endpoint } from '@lib/platform/index.server';
import { sendApprovalCode } from '@lib/programmes/index.server';
import { rebornBodySchema } from '@lib/programmes';

/** POST send-otp-sms (RebornId): the approval code to the member's own verified phone. */
export const POST = endpoint({ body: rebornBodySchema }, async (context, { body }) =>
  sendApprovalCode(callerOf(context), customerIdOf(context), body.RebornId, 'sms'),
);
