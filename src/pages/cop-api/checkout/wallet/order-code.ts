import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { walletCaller, orderCode } from '@lib/checkout/index.server';

/** GET generate wallet 3D order code: the Masterpass3dOrderCode of a checkout. */
export const GET = endpoint({}, async (context) => orderCode(await walletCaller(customerIdOf(context), context.locals.lang)));
