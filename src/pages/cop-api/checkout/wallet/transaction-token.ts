import { customerIdOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { transactionTokenBody } from '@lib/wallet/schema';
import { walletCaller } from '@lib/wallet/service.server';
import { transactionToken } from '@lib/wallet/tokens.server';

/** POST token via the payment provider (token, cardName, installmentCount, isThreeD, isPickup): the TransactionToken of a saved card. */
export const POST = endpoint({ body: transactionTokenBody }, async (context, { body }) =>
  transactionToken(context.locals.session, await walletCaller(customerIdOf(context), context.locals.lang), body),
);
