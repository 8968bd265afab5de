import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { init3dBody } from '@lib/checkout/payments/wallet/schema';
import { initThreeD } from '@lib/checkout/payments/wallet/tokens.server';

/** POST init wallet 3D (referenceId): the ReturnUrl the provider's 3-D Secure comes back to. */
export const POST = endpoint({ body: init3dBody }, async (context, { body }) => initThreeD(customerIdOf(context), body.referenceId));
