import { customerIdOf, sessionOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { calculateSchema } from '@lib/checkout/payments/coins/schema';
import { calculateCoins } from '@lib/checkout/payments/coins/wallet.server';

/** POST calculate coins value (amount, couponCode): the coins usable against the amount and the coins it earns. */
export const POST = endpoint({ body: calculateSchema }, async (context, { body }) =>
  calculateCoins(sessionOf(context), customerIdOf(context), body.amount, body.couponCode),
);
