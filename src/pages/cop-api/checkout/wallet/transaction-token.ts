import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { transactionTokenBody } from '@lib/checkout/payments/wallet/schema';
import { walletCaller } from '@lib/checkout/payments/wallet/service.server';
import { transactionToken } from '@lib/checkout/payments/wallet/tokens.server';

/** POST token via the payment provider (token, cardName, installmentCount, isThreeD, isPickup): the TransactionToken of a saved card. */
export const POST = endpoint({ body: transactionTokenBody }, async (context, { body }) =>
  transactionToken(context.locals.session, await walletCaller(customerIdOf(context), context.locals.lang), body),
);
