import { sendImfCode } from '@lib/giftcards/imf.server';
import { endpoint } from '@lib/http/api.server';
import { callerOf } from '@lib/http/caller.server';

/** POST send code: a one-time code to the member's phone, the first step to their return-balance card. */
export const POST = endpoint({}, async (context) => sendImfCode(callerOf(context)));
