import { sendForceChangeCode } from '@lib/account/reset.server';
import { endpoint } from '@lib/http/api.server';
import { callerOf } from '@lib/http/caller.server';

/** POST resend forced-change OTP: the code to the member's phone (the first one too; the resend wait applies). */
export const POST = endpoint({}, (context) => sendForceChangeCode(callerOf(context)));
