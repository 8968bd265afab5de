import { endpoint } from '@lib/platform/http/api.server';
import { callerOf } from '@lib/platform/http/caller.server';
import { resendTrackingCode } from '@lib/orders/tracking/tracking.server';

/** POST tracking send-otp: a new SMS code for the order being tracked, after the resend wait. */
export const POST = endpoint({}, async (context) => resendTrackingCode(callerOf(context)));
