import { removeImfCard } from '@lib/checkout/payments/giftcards/imf.server';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';

/** GET remove: the IMF card off the checkout and the whole flow out of the session; answers the new Split. */
export const GET = endpoint({}, async (context) => removeImfCard(sessionOf(context), context.locals.lang));
