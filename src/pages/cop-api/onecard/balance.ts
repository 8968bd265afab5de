import { callerOf, ensureSessionOf, endpoint } from '@lib/platform/index.server';
import { enterCard, LOYALTY_CALL } from '@lib/checkout/index.server';
import { balanceSchema } from '@lib/checkout';

/** POST balance (LoyaltyCardNo, PhoneNumber, LoyaltyCardPin, CaptchaToken when asked): the card's points balance, max usable and earned points. */
export const POST = endpoint({ ...LOYALTY_CALL, body: balanceSchema }, async (context, { body }) => {
  const session = await ensureSessionOf(context);
  return enterCard(session, callerOf(context), body);
});
