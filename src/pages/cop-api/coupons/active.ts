import { activeCoupons } from '@lib/bag/coupons/view.server';
import { endpoint } from '@lib/platform/http/api.server';
import { customerIdOf, sessionOf } from '@lib/platform/http/caller.server';

/** GET active coupons: the member's coupons with their usability for the cart and IsSelected (a guest: 401). */
export const GET = endpoint({}, async (context) => {
  const customerId = customerIdOf(context);
  return activeCoupons(sessionOf(context), customerId, context.locals.lang);
});
