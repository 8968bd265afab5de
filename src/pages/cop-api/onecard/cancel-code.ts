import { callerOf, endpoint } from '@lib/platform/index.server';
import { withdrawCode } from '@lib/checkout/index.server';

/** POST cancel code: withdraws the waiting confirmation code. */
export const POST = endpoint({}, async (context) => withdrawCode(callerOf(context)));
