import { sendForceChangeCode } from '@lib/account/members/reset.server';
import { endpoint } from '@lib/platform/http/api.server';
import { callerOf } from '@lib/platform/http/caller.server';

/** POST resend forced-change OTP: the code to the member's phone (the first one too; the resend wait applies). */
export const POST = endpoint({}, (context) => sendForceChangeCode(callerOf(context)));
