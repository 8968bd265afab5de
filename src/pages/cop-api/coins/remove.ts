import { callerOf, customerIdOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { removeCoins } from '@lib/coins/wallet.server';

/** POST remove: takes the coins off the order; answers the app's state and the split. */
export const POST = endpoint({}, async (context) => removeCoins(callerOf(context), customerIdOf(context)));
