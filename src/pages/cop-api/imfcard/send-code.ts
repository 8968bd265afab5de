import { sendImfCode } from '@lib/checkout/index.server';
import { endpoint, callerOf } from '@lib/platform/index.server';

/** POST send code: a one-time code to the member's phone, the first step to their return-balance card. */
export const POST = endpoint({}, async (context) => sendImfCode(callerOf(context)));
