import { endpoint, callerOf } from '@lib/platform/index.server';
import { resendTrackingCode } from '@lib/orders/index.server';

/** POST tracking send-otp: a new SMS code for the order being tracked, after the resend wait. */
export const POST = endpoint({}, async (context) => resendTrackingCode(callerOf(context)));
