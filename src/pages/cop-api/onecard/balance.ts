import { callerOf, ensureSessionOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { enterCard } from '@lib/checkout/payments/onecard/cards.server';
import { balanceSchema } from '@lib/checkout/payments/onecard/schema';

/** POST balance (LoyaltyCardNo, PhoneNumber, LoyaltyCardPin, CaptchaToken when asked): the card's points balance, max usable and earned points. */
export const POST = endpoint({ body: balanceSchema }, async (context, { body }) => {
  const session = await ensureSessionOf(context);
  return enterCard(session, callerOf(context), body);
});
