import { totalSummary } from '@lib/campaigns/coupons-summary.server';
import { endpoint } from '@lib/http/api.server';

/** GET coupon total summary: the applied code, its discount and the amount to pay. */
export const GET = endpoint({}, async (context) => totalSummary(context.locals.session, context.locals.lang));
