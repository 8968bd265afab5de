import { checkoutSchema } from '@lib/checkout';
import { clientAddressOf, endpoint, sessionOf } from '@lib/platform/index.server';
import { placeOrder } from '@lib/orders/index.server';

/** POST checkout (docs/behaviour/checkout.md#placing-the-order): places the session's cart as an order and pays it; Result CheckoutResult. */
export const POST = endpoint({ body: checkoutSchema }, async (context, { body }) =>
  placeOrder({ session: sessionOf(context), clientAddress: clientAddressOf(context), lang: context.locals.lang }, body),
);
