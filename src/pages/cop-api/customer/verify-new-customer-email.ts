import { verifyRegistrationStep } from '@lib/account/index.server';
import { otpAnswerSchema } from '@lib/account';
import { endpoint, callerOf } from '@lib/platform/index.server';
import { theOneMembership } from '@lib/programmes/index.server';
import { settle } from '@lib/app/index.server';

/** Registration: verifies the email code; the step that finishes verification creates the membership. */
export const POST = endpoint({ body: otpAnswerSchema }, async (context, { body }) =>
  settle(context, await verifyRegistrationStep({ ...callerOf(context), step: 'email', answer: body }, theOneMembership)),
);
