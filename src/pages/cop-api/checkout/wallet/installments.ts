import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { instalmentsBody } from '@lib/checkout/payments/wallet/schema';
import { walletCaller } from '@lib/checkout/payments/wallet/service.server';
import { walletInstalments } from '@lib/checkout/payments/wallet/tokens.server';

/** POST wallet instalment options (cardNumbers, cardNames, isPickup): each saved card's bank options for the bag. */
export const POST = endpoint({ body: instalmentsBody }, async (context, { body }) =>
  walletInstalments(context.locals.session, await walletCaller(customerIdOf(context), context.locals.lang), body),
);
