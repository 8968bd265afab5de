import { resendRegistrationCode } from '@lib/account/index.server';
import { endpoint, callerOf } from '@lib/platform/index.server';

/** Sends the current registration step's code again, after the resend wait. */
export const POST = endpoint({}, (context) => resendRegistrationCode(callerOf(context)));
