import { cartView } from '@lib/bag/index.server';
import { endpoint } from '@lib/platform/index.server';

/** GET cart initialisation: the cart and its summary in one answer, for the cart page's first paint. */
export const GET = endpoint({}, async (context) => {
  const { cart, summary } = await cartView(context.locals.session, context.locals.lang);
  return { Cart: cart, Summary: summary };
});
