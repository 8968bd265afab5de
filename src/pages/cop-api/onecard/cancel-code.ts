import { callerOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { withdrawCode } from '@lib/checkout/payments/onecard/use.server';

/** POST cancel code: withdraws the waiting confirmation code. */
export const POST = endpoint({}, async (context) => withdrawCode(callerOf(context)));
