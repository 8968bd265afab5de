import { endpoint } from '@lib/http/api.server';
import { callerOf } from '@lib/http/caller.server';
import { trackingLookupSchema } from '@lib/tracking/schema';
import { lookupOrder } from '@lib/tracking/tracking.server';

/** POST tracking lookup (OrderNumber, Email, CaptchaToken when asked): sends the order's SMS code; its challenge. */
export const POST = endpoint({ body: trackingLookupSchema }, async (context, { body }) => lookupOrder(callerOf(context), body));
