import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { init3dBody } from '@lib/checkout';
import { initThreeD } from '@lib/checkout/index.server';

/** POST init wallet 3D (referenceId): the ReturnUrl the provider's 3-D Secure comes back to. */
export const POST = endpoint({ body: init3dBody }, async (context, { body }) => initThreeD(customerIdOf(context), body.referenceId));
