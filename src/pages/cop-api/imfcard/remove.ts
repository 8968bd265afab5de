import { removeImfCard } from '@lib/checkout/index.server';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/** GET remove: the IMF card off the checkout and the whole flow out of the session; answers the new Split. */
export const GET = endpoint({}, async (context) => removeImfCard(sessionOf(context), context.locals.lang));
