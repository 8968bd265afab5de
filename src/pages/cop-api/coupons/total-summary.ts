import { totalSummary } from '@lib/bag/index.server';
import { endpoint } from '@lib/platform/index.server';

/** GET coupon total summary: the applied code, its discount and the amount to pay. */
export const GET = endpoint({}, async (context) => totalSummary(context.locals.session, context.locals.lang));
