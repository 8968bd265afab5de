import { imfBalance } from '@lib/giftcards/imf.server';
import { imfBalanceSchema } from '@lib/giftcards/schema';
import { endpoint } from '@lib/http/api.server';
import { sessionOf } from '@lib/http/caller.server';

/** POST balance (LoyaltyCardNo: the IMF card's number): Balance, MaxIMFAmount, IMFCardInfoText. */
export const POST = endpoint({ body: imfBalanceSchema }, async (context, { body }) =>
  imfBalance(sessionOf(context), context.locals.t, body.LoyaltyCardNo),
);
