import { customerIdOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { tokenBody } from '@lib/wallet/schema';
import { walletCaller } from '@lib/wallet/service.server';
import { generateToken } from '@lib/wallet/tokens.server';

/** POST generate card-wallet token (phone, customerId, optional binNumber): Token and ReferenceNo, for the member's own phone. */
export const POST = endpoint({ body: tokenBody }, async (context, { body }) =>
  generateToken(await walletCaller(customerIdOf(context), context.locals.lang), body),
);
