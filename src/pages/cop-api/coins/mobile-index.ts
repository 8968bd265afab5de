import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { coinsState } from '@lib/checkout/payments/coins/wallet.server';

/** GET mobile index: the member's coins app (linked, token active, coinBalance, usedCoins, couponCode). */
export const GET = endpoint({}, async (context) => coinsState(context.locals.session, customerIdOf(context)));
