import { verifyRegistrationStep } from '@lib/account/members/register.server';
import { otpAnswerSchema } from '@lib/account/members/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { callerOf } from '@lib/platform/http/caller.server';
import { theOneMembership } from '@lib/programmes/loyalty/membership.server';
import { settle } from '@lib/app/server/http/settle.server';

/** Registration: verifies the phone code; the step that finishes verification creates the membership. */
export const POST = endpoint({ body: otpAnswerSchema }, async (context, { body }) =>
  settle(context, await verifyRegistrationStep({ ...callerOf(context), step: 'phone', answer: body }, theOneMembership)),
);
