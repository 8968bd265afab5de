import { applyImfCard } from '@lib/checkout/payments/giftcards/imf.server';
import { useAmountSchema } from '@lib/checkout/payments/giftcards/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';

/** POST use (amount, kuruş) of the checked IMF card: IMFCardAmount, the card panels' visibility and the new Split. */
export const POST = endpoint({ body: useAmountSchema }, async (context, { body }) =>
  applyImfCard(sessionOf(context), context.locals.lang, body.amount),
);
