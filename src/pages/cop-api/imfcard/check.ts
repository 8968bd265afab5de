import { checkImfCard } from '@lib/giftcards/imf.server';
import { endpoint } from '@lib/http/api.server';

/** GET check: the session's IMF card (masked), the amount applied, its balance and maximum. */
export const GET = endpoint({}, async (context) => checkImfCard(context.locals.session));
