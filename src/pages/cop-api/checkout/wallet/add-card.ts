import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { addCardBody } from '@lib/checkout';
import { addCard, walletCaller } from '@lib/checkout/index.server';

/** POST add a card to the wallet (CardNo, ExpMonth, ExpYear, CardName, CardAliasName): added, or a code (5001) or PIN (5015) first. */
export const POST = endpoint({ body: addCardBody }, async (context, { body }) =>
  addCard(await walletCaller(customerIdOf(context), context.locals.lang), {
    number: body.CardNo.replace(/\D/g, ''),
    expMonth: body.ExpMonth,
    expYear: body.ExpYear < 100 ? 2000 + body.ExpYear : body.ExpYear,
    holder: body.CardName.trim(),
    alias: body.CardAliasName.trim(),
  }),
);
