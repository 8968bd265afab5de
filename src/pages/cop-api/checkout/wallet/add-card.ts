import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { addCardBody } from '@lib/checkout/payments/wallet/schema';
import { addCard, walletCaller } from '@lib/checkout/payments/wallet/service.server';

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
