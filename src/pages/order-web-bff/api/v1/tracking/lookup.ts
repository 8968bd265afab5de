import { endpoint, callerOf } from '@lib/platform/index.server';
import { trackingLookupSchema } from '@lib/orders';
import { lookupOrder } from '@lib/orders/index.server';

/** POST tracking lookup (OrderNumber, Email, CaptchaToken when asked): sends the order's SMS code; its challenge. */
export const POST = endpoint({ body: trackingLookupSchema }, async (context, { body }) => lookupOrder(callerOf(context), body));
