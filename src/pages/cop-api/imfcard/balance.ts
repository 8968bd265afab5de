import { imfBalance } from '@lib/checkout/index.server';
import { imfBalanceSchema } from '@lib/checkout';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/** POST balance (LoyaltyCardNo: the IMF card's number): Balance, MaxIMFAmount, IMFCardInfoText. */
export const POST = endpoint({ body: imfBalanceSchema }, async (context, { body }) =>
  imfBalance(sessionOf(context), context.locals.t, body.LoyaltyCardNo),
);
