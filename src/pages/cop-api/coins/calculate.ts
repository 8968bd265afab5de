import { customerIdOf, sessionOf, endpoint } from '@lib/platform/index.server';
import { calculateSchema } from '@lib/checkout';
import { calculateCoins } from '@lib/checkout/index.server';

/** POST calculate coins value (amount, couponCode): the coins usable against the amount and the coins it earns. */
export const POST = endpoint({ body: calculateSchema }, async (context, { body }) =>
  calculateCoins(sessionOf(context), customerIdOf(context), body.amount, body.couponCode),
);
