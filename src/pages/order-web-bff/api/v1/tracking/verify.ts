import { endpoint } from '@lib/http/api.server';
import { callerOf } from '@lib/http/caller.server';
import { trackingVerifySchema } from '@lib/tracking/schema';
import { verifyTracking } from '@lib/tracking/tracking.server';

/** POST tracking verify (RequestId, Otp): grants this session the order; where it is shown. */
export const POST = endpoint({ body: trackingVerifySchema }, async (context, { body }) => verifyTracking(callerOf(context), body));
