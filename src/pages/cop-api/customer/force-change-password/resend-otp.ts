import { sendForceChangeCode } from '@lib/account/index.server';
import { endpoint, callerOf } from '@lib/platform/index.server';

/** POST resend forced-change OTP: the code to the member's phone (the first one too; the resend wait applies). */
export const POST = endpoint({}, (context) => sendForceChangeCode(callerOf(context)));
