import { applyGiftCard } from '@lib/giftcards/gift.server';
import { useAmountSchema } from '@lib/giftcards/schema';
import { endpoint } from '@lib/http/api.server';
import { sessionOf } from '@lib/http/caller.server';

/** POST use (amount, kuruş) of the checked card: GiftCardAmount, the card panels' visibility and the new Split. */
export const POST = endpoint({ body: useAmountSchema }, async (context, { body }) =>
  applyGiftCard(sessionOf(context), context.locals.lang, body.amount),
);
