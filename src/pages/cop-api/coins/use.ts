import { callerOf, customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { useCoinsSchema } from '@lib/checkout/payments/coins/schema';
import { useCoins } from '@lib/checkout/payments/coins/wallet.server';

/** POST use (amount in coins): puts coins on the order; answers the app's state and the split. */
export const POST = endpoint({ body: useCoinsSchema }, async (context, { body }) =>
  useCoins(callerOf(context), customerIdOf(context), body.amount),
);
