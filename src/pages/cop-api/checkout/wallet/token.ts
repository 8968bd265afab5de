import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { tokenBody } from '@lib/checkout';
import { walletCaller, generateToken } from '@lib/checkout/index.server';

/** POST generate card-wallet token (phone, customerId, optional binNumber): Token and ReferenceNo, for the member's own phone. */
export const POST = endpoint({ body: tokenBody }, async (context, { body }) =>
  generateToken(await walletCaller(customerIdOf(context), context.locals.lang), body),
);
