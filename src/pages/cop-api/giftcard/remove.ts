import { removeGiftCard } from '@lib/checkout/payments/giftcards/gift.server';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';

/** GET remove: the gift card off the checkout and out of the session; answers the new Split. */
export const GET = endpoint({}, async (context) => removeGiftCard(sessionOf(context), context.locals.lang));
