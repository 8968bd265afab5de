import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { deleteCardBody } from '@lib/checkout/payments/wallet/schema';
import { deleteCard, walletCaller } from '@lib/checkout/payments/wallet/service.server';

/** POST delete a saved card by its name. */
export const POST = endpoint({ body: deleteCardBody }, async (context, { body }) =>
  deleteCard(await walletCaller(customerIdOf(context), context.locals.lang), body.cardName),
);
