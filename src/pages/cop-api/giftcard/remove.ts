import { removeGiftCard } from '@lib/giftcards/gift.server';
import { endpoint } from '@lib/http/api.server';
import { sessionOf } from '@lib/http/caller.server';

/** GET remove: the gift card off the checkout and out of the session; answers the new Split. */
export const GET = endpoint({}, async (context) => removeGiftCard(sessionOf(context), context.locals.lang));
