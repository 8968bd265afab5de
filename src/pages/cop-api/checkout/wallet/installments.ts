import { customerIdOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { instalmentsBody } from '@lib/wallet/schema';
import { walletCaller } from '@lib/wallet/service.server';
import { walletInstalments } from '@lib/wallet/tokens.server';

/** POST wallet instalment options (cardNumbers, cardNames, isPickup): each saved card's bank options for the bag. */
export const POST = endpoint({ body: instalmentsBody }, async (context, { body }) =>
  walletInstalments(context.locals.session, await walletCaller(customerIdOf(context), context.locals.lang), body),
);
