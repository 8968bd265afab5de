import { checkGiftCard } from '@lib/giftcards/gift.server';
import { endpoint } from '@lib/http/api.server';

/** GET check: the session's gift card (masked), the amount applied, its balance and maximum. */
export const GET = endpoint({}, async (context) => checkGiftCard(context.locals.session));
