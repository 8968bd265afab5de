import { callerOf, customerIdOf, endpoint } from '@lib/platform/index.server';
import { useCoinsSchema } from '@lib/checkout';
import { useCoins } from '@lib/checkout/index.server';

/** POST use (amount in coins): puts coins on the order; answers the app's state and the split. */
export const POST = endpoint({ body: useCoinsSchema }, async (context, { body }) =>
  useCoins(callerOf(context), customerIdOf(context), body.amount),
);
