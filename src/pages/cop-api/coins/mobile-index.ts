import { customerIdOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { coinsState } from '@lib/coins/wallet.server';

/** GET mobile index: the member's coins app (linked, token active, coinBalance, usedCoins, couponCode). */
export const GET = endpoint({}, async (context) => coinsState(context.locals.session, customerIdOf(context)));
