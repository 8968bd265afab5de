import { checkImfCard } from '@lib/checkout/payments/giftcards/imf.server';
import { endpoint } from '@lib/platform/http/api.server';

/** GET check: the session's IMF card (masked), the amount applied, its balance and maximum. */
export const GET = endpoint({}, async (context) => checkImfCard(context.locals.session));
