import { resendRegistrationCode } from '@lib/account/members/register.server';
import { endpoint } from '@lib/platform/http/api.server';
import { callerOf } from '@lib/platform/http/caller.server';

/** Sends the current registration step's code again, after the resend wait. */
export const POST = endpoint({}, (context) => resendRegistrationCode(callerOf(context)));
