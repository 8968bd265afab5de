import { cartView } from '@lib/bag/index.server';
import { withCoins } from '@lib/checkout/index.server';
import { endpoint } from '@lib/platform/index.server';

/** GET cart initialisation: the cart (with a member's coins block) and its summary in one answer, for the cart page's first paint. */
export const GET = endpoint({}, async ({ locals }) => {
  const { cart, summary } = await cartView(locals.session, locals.lang);
  return { Cart: await withCoins(cart, locals.session), Summary: summary };
});
