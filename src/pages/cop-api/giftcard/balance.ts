import { giftBalance } from '@lib/checkout/payments/giftcards/gift.server';
import { giftBalanceSchema } from '@lib/checkout/payments/giftcards/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { ensureSessionOf } from '@lib/platform/http/caller.server';

/** POST balance (GiftCardNo, GiftPin or SecurityCode, CaptchaToken when asked): Balance, MaxGiftAmount, GiftCardInfoText, ShowCaptcha. */
export const POST = endpoint({ body: giftBalanceSchema }, async (context, { body }) =>
  giftBalance(await ensureSessionOf(context), context.locals.t, body),
);
