import { callerOf, endpoint } from '@lib/platform/index.server';
import { LOYALTY_CALL, withdrawCode } from '@lib/checkout/index.server';

/** POST cancel code: withdraws the waiting confirmation code. */
export const POST = endpoint(LOYALTY_CALL, async (context) => withdrawCode(callerOf(context)));
