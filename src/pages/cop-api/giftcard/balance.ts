import { giftBalance } from '@lib/giftcards/gift.server';
import { giftBalanceSchema } from '@lib/giftcards/schema';
import { endpoint } from '@lib/http/api.server';
import { ensureSessionOf } from '@lib/http/caller.server';

/** POST balance (GiftCardNo, GiftPin or SecurityCode, CaptchaToken when asked): Balance, MaxGiftAmount, GiftCardInfoText, ShowCaptcha. */
export const POST = endpoint({ body: giftBalanceSchema }, async (context, { body }) =>
  giftBalance(await ensureSessionOf(context), context.locals.t, body),
);
