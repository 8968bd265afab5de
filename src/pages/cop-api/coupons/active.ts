import { activeCoupons } from '@lib/bag/index.server';
import { endpoint, customerIdOf, sessionOf } from '@lib/platform/index.server';

/** GET active coupons: the member's coupons with their usability for the cart and IsSelected (a guest: 401). */
export const GET = endpoint({}, async (context) => {
  const customerId = customerIdOf(context);
  return activeCoupons(sessionOf(context), customerId, context.locals.lang);
});
