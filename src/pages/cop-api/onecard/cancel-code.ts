import { callerOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { withdrawCode } from '@lib/onecard/use.server';

/** POST cancel code: withdraws the waiting confirmation code. */
export const POST = endpoint({}, async (context) => withdrawCode(callerOf(context)));
