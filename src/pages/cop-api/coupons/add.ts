import { addCoupon, activeCoupons } from '@lib/bag/index.server';
import { addCouponSchema } from '@lib/bag';
import { endpoint, customerIdOf, sessionOf } from '@lib/platform/index.server';

/** POST add (code): keeps a coupon in the member's account; answers the member's active coupons. */
export const POST = endpoint({ body: addCouponSchema }, async (context, { body }) => {
  const customerId = customerIdOf(context);
  await addCoupon(customerId, body.code);
  return activeCoupons(sessionOf(context), customerId, context.locals.lang);
});
