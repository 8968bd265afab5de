import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { walletCaller } from '@lib/checkout/payments/wallet/service.server';
import { orderCode } from '@lib/checkout/payments/wallet/tokens.server';

/** GET generate wallet 3D order code: the Masterpass3dOrderCode of a checkout. */
export const GET = endpoint({}, async (context) => orderCode(await walletCaller(customerIdOf(context), context.locals.lang)));
