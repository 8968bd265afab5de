import { customerIdOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { removeInfo } from '@lib/coins/wallet.server';

/** GET remove info: the coins on the order and whether they can be taken off now. */
export const GET = endpoint({}, async (context) => removeInfo(context.locals.session, customerIdOf(context)));
