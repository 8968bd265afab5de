import { imfCardInfo } from '@lib/checkout/index.server';
import { imfCardInfoSchema } from '@lib/checkout';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/** GET card info (code): the code sent to the phone, then the phone's return-balance cards. */
export const GET = endpoint({ query: imfCardInfoSchema }, async (context, { query }) => imfCardInfo(sessionOf(context), query.code));
