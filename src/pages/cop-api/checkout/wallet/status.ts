import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { walletCaller, walletStatus } from '@lib/checkout/index.server';

/** GET wallet account status: the status string and the view its characters 2, 4 and 5 decide (cards, link or add). */
export const GET = endpoint({}, async (context) => walletStatus(await walletCaller(customerIdOf(context), context.locals.lang)));
