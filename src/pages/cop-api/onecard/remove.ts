import { callerOf, endpoint } from '@lib/platform/index.server';
import { forgetCard, LOYALTY_CALL } from '@lib/checkout/index.server';

/** POST remove: takes the points off the order and forgets the card; answers the new split. */
export const POST = endpoint(LOYALTY_CALL, async (context) => forgetCard(callerOf(context).session, callerOf(context)));
