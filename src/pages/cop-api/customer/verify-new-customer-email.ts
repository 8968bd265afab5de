import { verifyRegistrationStep } from '@lib/account/register.server';
import { otpAnswerSchema } from '@lib/account/schema';
import { endpoint } from '@lib/http/api.server';

/** Registration: verifies the email code; the step that finishes verification creates the membership. */
export const POST = endpoint({ body: otpAnswerSchema }, (context, { body }) => verifyRegistrationStep(context, 'email', body));
