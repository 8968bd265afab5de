import { customerIdOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { deleteCardBody } from '@lib/wallet/schema';
import { deleteCard, walletCaller } from '@lib/wallet/service.server';

/** POST delete a saved card by its name. */
export const POST = endpoint({ body: deleteCardBody }, async (context, { body }) =>
  deleteCard(await walletCaller(customerIdOf(context), context.locals.lang), body.cardName),
);
