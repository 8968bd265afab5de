import { customerIdOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { startLink, walletCaller } from '@lib/wallet/service.server';

/** POST link the wallet to the member: the provider sends a one-time code to the phone (5001/5008) or asks the PIN (5002). */
export const POST = endpoint({}, async (context) => startLink(await walletCaller(customerIdOf(context), context.locals.lang)));
