import { removeGiftCard } from '@lib/checkout/index.server';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/** GET remove: the gift card off the checkout and out of the session; answers the new Split. */
export const GET = endpoint({}, async (context) => removeGiftCard(sessionOf(context), context.locals.lang));
