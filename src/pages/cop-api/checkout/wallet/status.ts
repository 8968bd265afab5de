import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { walletCaller, walletStatus } from '@lib/checkout/payments/wallet/service.server';

/** GET wallet account status: the status string and the view its characters 2, 4 and 5 decide (cards, link or add). */
export const GET = endpoint({}, async (context) => walletStatus(await walletCaller(customerIdOf(context), context.locals.lang)));
