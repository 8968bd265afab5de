import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { transactionTokenBody } from '@lib/checkout';
import { walletCaller, transactionToken } from '@lib/checkout/index.server';

/** POST token via the payment provider (token, cardName, installmentCount, isThreeD, isPickup): the TransactionToken of a saved card. */
export const POST = endpoint({ body: transactionTokenBody }, async (context, { body }) =>
  transactionToken(context.locals.session, await walletCaller(customerIdOf(context), context.locals.lang), body),
);
