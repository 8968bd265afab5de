import { customerIdOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { walletCaller } from '@lib/wallet/service.server';
import { orderCode } from '@lib/wallet/tokens.server';

/** GET generate wallet 3D order code: the Masterpass3dOrderCode of a checkout. */
export const GET = endpoint({}, async (context) => orderCode(await walletCaller(customerIdOf(context), context.locals.lang)));
