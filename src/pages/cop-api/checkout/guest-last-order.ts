import { endpoint } from '@lib/platform/http/api.server';
import { guestLastOrder } from '@lib/orders/placing/received.server';

/** GET guest last order info: the newest order this guest session placed, or null. */
export const GET = endpoint({}, async (context) => guestLastOrder(context.locals.session));
