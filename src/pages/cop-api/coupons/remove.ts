import { removeCoupon, totalSummary } from '@lib/bag/index.server';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/** DELETE remove: takes the coupon off the cart and gives its use back; answers the coupon total summary. */
export const DELETE = endpoint({}, async (context) => {
  const session = sessionOf(context);
  await removeCoupon(session);
  return totalSummary(session, context.locals.lang);
});
