import { customerIdOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { init3dBody } from '@lib/wallet/schema';
import { initThreeD } from '@lib/wallet/tokens.server';

/** POST init wallet 3D (referenceId): the ReturnUrl the provider's 3-D Secure comes back to. */
export const POST = endpoint({ body: init3dBody }, async (context, { body }) => initThreeD(customerIdOf(context), body.referenceId));
