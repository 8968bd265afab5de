import { callerOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { resendCode } from '@lib/checkout/payments/onecard/use.server';

/** POST send code: a new confirmation code for the waiting use of points, after the resend wait. */
export const POST = endpoint({}, async (context) => resendCode(callerOf(context)));
