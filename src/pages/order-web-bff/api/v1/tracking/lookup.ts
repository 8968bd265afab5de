import { endpoint } from '@lib/platform/http/api.server';
import { callerOf } from '@lib/platform/http/caller.server';
import { trackingLookupSchema } from '@lib/orders/tracking/schema';
import { lookupOrder } from '@lib/orders/tracking/tracking.server';

/** POST tracking lookup (OrderNumber, Email, CaptchaToken when asked): sends the order's SMS code; its challenge. */
export const POST = endpoint({ body: trackingLookupSchema }, async (context, { body }) => lookupOrder(callerOf(context), body));
