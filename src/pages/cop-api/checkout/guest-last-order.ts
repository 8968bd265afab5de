import { endpoint } from '@lib/platform/index.server';
import { guestLastOrder } from '@lib/orders/index.server';

/** GET guest last order info: the newest order this guest session placed, or null. */
export const GET = endpoint({}, async (context) => guestLastOrder(context.locals.session));
