import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { deleteCardBody } from '@lib/checkout';
import { deleteCard, walletCaller } from '@lib/checkout/index.server';

/** POST delete a saved card by its name. */
export const POST = endpoint({ body: deleteCardBody }, async (context, { body }) =>
  deleteCard(await walletCaller(customerIdOf(context), context.locals.lang), body.cardName),
);
