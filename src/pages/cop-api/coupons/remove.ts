import { removeCoupon } from '@lib/bag/coupons/coupons.server';
import { totalSummary } from '@lib/bag/coupons/summary.server';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';

/** DELETE remove: takes the coupon off the cart and gives its use back; answers the coupon total summary. */
export const DELETE = endpoint({}, async (context) => {
  const session = sessionOf(context);
  await removeCoupon(session);
  return totalSummary(session, context.locals.lang);
});
