import { endpoint, callerOf } from '@lib/platform/index.server';
import { trackingVerifySchema } from '@lib/orders';
import { verifyTracking } from '@lib/orders/index.server';

/** POST tracking verify (RequestId, Otp): grants this session the order; where it is shown. */
export const POST = endpoint({ body: trackingVerifySchema }, async (context, { body }) => verifyTracking(callerOf(context), body));
