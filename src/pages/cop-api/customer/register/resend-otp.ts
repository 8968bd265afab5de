import { resendRegistrationCode } from '@lib/account/register.server';
import { endpoint } from '@lib/http/api.server';
import { callerOf } from '@lib/http/caller.server';

/** Sends the current registration step's code again, after the resend wait. */
export const POST = endpoint({}, (context) => resendRegistrationCode(callerOf(context)));
