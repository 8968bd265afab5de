import { giftBalance } from '@lib/checkout/index.server';
import { giftBalanceSchema } from '@lib/checkout';
import { endpoint, ensureSessionOf } from '@lib/platform/index.server';

/** POST balance (GiftCardNo, GiftPin or SecurityCode, CaptchaToken when asked): Balance, MaxGiftAmount, GiftCardInfoText, ShowCaptcha. */
export const POST = endpoint({ body: giftBalanceSchema }, async (context, { body }) =>
  giftBalance(await ensureSessionOf(context), context.locals.t, body),
);
