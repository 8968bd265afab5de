import { applyCoupon } from '@lib/bag/coupons/coupons.server';
import { totalSummary } from '@lib/bag/coupons/summary.server';
import { applySchema } from '@lib/bag/campaigns/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { ensureSessionOf } from '@lib/platform/http/caller.server';

/** PUT apply (couponCode): guests may apply public codes; answers the coupon total summary. */
export const PUT = endpoint({ body: applySchema }, async (context, { body }) => {
  const session = await ensureSessionOf(context);
  await applyCoupon(session, body.couponCode, context.locals.lang);
  return totalSummary(session, context.locals.lang);
});
