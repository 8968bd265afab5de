import { summaryQuery } from '@lib/bag/cart/schema';
import { cartView } from '@lib/bag/cart/view.server';
import { endpoint } from '@lib/platform/http/api.server';

/** GET summary (isPickup, isCheckoutPage): totals, discounts, shipping and instalments, priced on the server. */
export const GET = endpoint({ query: summaryQuery }, async (context, { query }) => {
  const isPickup = query.isPickup?.toLowerCase() === 'true';
  return (await cartView(context.locals.session, context.locals.lang, isPickup)).summary;
});
