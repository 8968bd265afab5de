import { endpoint } from '@lib/platform/http/api.server';
import { cartPointInfo } from '@lib/programmes/loyalty/cart-points.server';

/** GET loyalty point info: the points this cart's amount to pay would earn, credited 30 days after purchase. */
export const GET = endpoint({}, async (context) => cartPointInfo(context.locals.session, context.locals.lang));
