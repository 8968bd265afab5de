import { summaryQuery } from '@lib/bag';
import { cartView } from '@lib/bag/index.server';
import { endpoint } from '@lib/platform/index.server';

/** GET summary (isPickup, isCheckoutPage): totals, discounts, shipping and instalments, priced on the server. */
export const GET = endpoint({ query: summaryQuery }, async (context, { query }) => {
  const isPickup = query.isPickup?.toLowerCase() === 'true';
  return (await cartView(context.locals.session, context.locals.lang, isPickup)).summary;
});
