import { applyGiftCard } from '@lib/checkout/payments/giftcards/gift.server';
import { useAmountSchema } from '@lib/checkout/payments/giftcards/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';

/** POST use (amount, kuruş) of the checked card: GiftCardAmount, the card panels' visibility and the new Split. */
export const POST = endpoint({ body: useAmountSchema }, async (context, { body }) =>
  applyGiftCard(sessionOf(context), context.locals.lang, body.amount),
);
