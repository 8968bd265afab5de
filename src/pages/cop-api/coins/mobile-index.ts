import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { coinsState } from '@lib/checkout/index.server';

/** GET mobile index: the member's coins app (linked, token active, coinBalance, usedCoins, couponCode). */
export const GET = endpoint({}, async (context) => coinsState(context.locals.session, customerIdOf(context)));
