import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { startLink, walletCaller } from '@lib/checkout/index.server';

/** POST link the wallet to the member: the provider sends a one-time code to the phone (5001/5008) or asks the PIN (5002). */
export const POST = endpoint({}, async (context) => startLink(await walletCaller(customerIdOf(context), context.locals.lang)));
