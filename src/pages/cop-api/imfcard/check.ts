import { checkImfCard } from '@lib/checkout/index.server';
import { endpoint } from '@lib/platform/index.server';

/** GET check: the session's IMF card (masked), the amount applied, its balance and maximum. */
export const GET = endpoint({}, async (context) => checkImfCard(context.locals.session));
