import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { tokenBody } from '@lib/checkout/payments/wallet/schema';
import { walletCaller } from '@lib/checkout/payments/wallet/service.server';
import { generateToken } from '@lib/checkout/payments/wallet/tokens.server';

/** POST generate card-wallet token (phone, customerId, optional binNumber): Token and ReferenceNo, for the member's own phone. */
export const POST = endpoint({ body: tokenBody }, async (context, { body }) =>
  generateToken(await walletCaller(customerIdOf(context), context.locals.lang), body),
);
