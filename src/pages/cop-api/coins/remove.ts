import { callerOf, customerIdOf, endpoint } from '@lib/platform/index.server';
import { removeCoins } from '@lib/checkout/index.server';

/** POST remove: takes the coins off the order; answers the app's state and the split. */
export const POST = endpoint({}, async (context) => removeCoins(callerOf(context), customerIdOf(context)));
