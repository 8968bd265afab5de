import { imfCardInfo } from '@lib/checkout/payments/giftcards/imf.server';
import { imfCardInfoSchema } from '@lib/checkout/payments/giftcards/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';

/** GET card info (code): the code sent to the phone, then the phone's return-balance cards. */
export const GET = endpoint({ query: imfCardInfoSchema }, async (context, { query }) => imfCardInfo(sessionOf(context), query.code));
