import { applyImfCard } from '@lib/checkout/index.server';
import { useAmountSchema } from '@lib/checkout';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/** POST use (amount, kuruş) of the checked IMF card: IMFCardAmount, the card panels' visibility and the new Split. */
export const POST = endpoint({ body: useAmountSchema }, async (context, { body }) =>
  applyImfCard(sessionOf(context), context.locals.lang, body.amount),
);
