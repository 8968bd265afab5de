import { endpoint } from '@lib/platform/index.server';
import { LOYALTY_CALL, stateOf } from '@lib/checkout/index.server';

/** GET check: the entered card, its points, the points used and earned, and a waiting code. */
export const GET = endpoint(LOYALTY_CALL, async (context) => stateOf(context.locals.session, context.locals));
