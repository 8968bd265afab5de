import { endpoint } from '@lib/platform/http/api.server';
import { callerOf } from '@lib/platform/http/caller.server';
import { trackingVerifySchema } from '@lib/orders/tracking/schema';
import { verifyTracking } from '@lib/orders/tracking/tracking.server';

/** POST tracking verify (RequestId, Otp): grants this session the order; where it is shown. */
export const POST = endpoint({ body: trackingVerifySchema }, async (context, { body }) => verifyTracking(callerOf(context), body));
