import { callerOf, customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { removeCoins } from '@lib/checkout/payments/coins/wallet.server';

/** POST remove: takes the coins off the order; answers the app's state and the split. */
export const POST = endpoint({}, async (context) => removeCoins(callerOf(context), customerIdOf(context)));
