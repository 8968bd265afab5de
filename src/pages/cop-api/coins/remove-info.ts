import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { removeInfo } from '@lib/checkout/payments/coins/wallet.server';

/** GET remove info: the coins on the order and whether they can be taken off now. */
export const GET = endpoint({}, async (context) => removeInfo(context.locals.session, customerIdOf(context)));
