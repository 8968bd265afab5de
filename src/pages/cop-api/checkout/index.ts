import { checkoutSchema } from '@lib/checkout/steps/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';
import { placeOrder } from '@lib/orders/placing/place.server';

/** POST checkout (shopping-journey 7): places the session's cart as an order and pays it; Result CheckoutResult. */
export const POST = endpoint({ body: checkoutSchema }, async (context, { body }) =>
  placeOrder(sessionOf(context), body, context.locals.lang),
);
