import { verifyRegistrationStep } from '@lib/account/register.server';
import { otpAnswerSchema } from '@lib/account/schema';
import { endpoint } from '@lib/http/api.server';
import { callerOf } from '@lib/http/caller.server';
import { theOneMembership } from '@lib/loyalty/membership.server';
import { settle } from '@lib/server/http/settle.server';

/** Registration: verifies the email code; the step that finishes verification creates the membership. */
export const POST = endpoint({ body: otpAnswerSchema }, async (context, { body }) =>
  settle(context, await verifyRegistrationStep({ ...callerOf(context), step: 'email', answer: body }, theOneMembership)),
);
