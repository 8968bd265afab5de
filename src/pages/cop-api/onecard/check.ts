import { endpoint } from '@lib/platform/http/api.server';
import { stateOf } from '@lib/checkout/payments/onecard/cards.server';

/** GET check: the entered card, its points, the points used and earned, and a waiting code. */
export const GET = endpoint({}, async (context) => stateOf(context.locals.session, context.locals));
