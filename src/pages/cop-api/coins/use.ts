import { callerOf, customerIdOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { useCoinsSchema } from '@lib/coins/schema';
import { useCoins } from '@lib/coins/wallet.server';

/** POST use (amount in coins): puts coins on the order; answers the app's state and the split. */
export const POST = endpoint({ body: useCoinsSchema }, async (context, { body }) =>
  useCoins(callerOf(context), customerIdOf(context), body.amount),
);
