import { checkGiftCard } from '@lib/checkout/index.server';
import { endpoint } from '@lib/platform/index.server';

/** GET check: the session's gift card (masked), the amount applied, its balance and maximum. */
export const GET = endpoint({}, async (context) => checkGiftCard(context.locals.session));
