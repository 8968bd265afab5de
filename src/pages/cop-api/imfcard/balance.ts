import { imfBalance } from '@lib/checkout/payments/giftcards/imf.server';
import { imfBalanceSchema } from '@lib/checkout/payments/giftcards/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';

/** POST balance (LoyaltyCardNo: the IMF card's number): Balance, MaxIMFAmount, IMFCardInfoText. */
export const POST = endpoint({ body: imfBalanceSchema }, async (context, { body }) =>
  imfBalance(sessionOf(context), context.locals.t, body.LoyaltyCardNo),
);
