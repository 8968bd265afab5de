import { callerOf, endpoint } from '@lib/platform/index.server';
import { resendCode } from '@lib/checkout/index.server';

/** POST send code: a new confirmation code for the waiting use of points, after the resend wait. */
export const POST = endpoint({}, async (context) => resendCode(callerOf(context)));
