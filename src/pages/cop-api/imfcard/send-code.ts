import { sendImfCode } from '@lib/checkout/payments/giftcards/imf.server';
import { endpoint } from '@lib/platform/http/api.server';
import { callerOf } from '@lib/platform/http/caller.server';

/** POST send code: a one-time code to the member's phone, the first step to their return-balance card. */
export const POST = endpoint({}, async (context) => sendImfCode(callerOf(context)));
