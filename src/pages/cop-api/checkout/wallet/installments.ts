import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { instalmentsBody } from '@lib/checkout';
import { walletCaller, walletInstalments } from '@lib/checkout/index.server';

/** POST wallet instalment options (cardNumbers, cardNames, isPickup): each saved card's bank options for the bag. */
export const POST = endpoint({ body: instalmentsBody }, async (context, { body }) =>
  walletInstalments(context.locals.session, await walletCaller(customerIdOf(context), context.locals.lang), body),
);
