import { callerOf, endpoint } from '@lib/platform/index.server';
import { LOYALTY_CALL, resendCode } from '@lib/checkout/index.server';

/** POST send code: a new confirmation code for the waiting use of points, after the resend wait. */
export const POST = endpoint(LOYALTY_CALL, async (context) => resendCode(callerOf(context)));
