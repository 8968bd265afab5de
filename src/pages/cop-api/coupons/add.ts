import { addCoupon } from '@lib/bag/coupons/coupons.server';
import { activeCoupons } from '@lib/bag/coupons/view.server';
import { addCouponSchema } from '@lib/bag/campaigns/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { customerIdOf, sessionOf } from '@lib/platform/http/caller.server';

/** POST add (code): keeps a coupon in the member's account; answers the member's active coupons. */
export const POST = endpoint({ body: addCouponSchema }, async (context, { body }) => {
  const customerId = customerIdOf(context);
  await addCoupon(customerId, body.code);
  return activeCoupons(sessionOf(context), customerId, context.locals.lang);
});
