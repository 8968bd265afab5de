import { applyCoupon, totalSummary } from '@lib/bag/index.server';
import { applySchema } from '@lib/bag';
import { endpoint, ensureSessionOf } from '@lib/platform/index.server';

/** PUT apply (couponCode): guests may apply public codes; answers the coupon total summary. */
export const PUT = endpoint({ body: applySchema }, async (context, { body }) => {
  const session = await ensureSessionOf(context);
  await applyCoupon(session, body.couponCode, context.locals.lang);
  return totalSummary(session, context.locals.lang);
});
