import { endpoint } from '@lib/platform/index.server';
import { LOYALTY_CALL } from '@lib/checkout/index.server';
import { cartPointInfo } from '@lib/programmes/index.server';

/** GET loyalty point info: the points this cart's amount to pay would earn, credited 30 days after purchase. */
export const GET = endpoint(LOYALTY_CALL, async (context) => cartPointInfo(context.locals.session, context.locals.lang));
