import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { LOYALTY_CALL } from '@lib/checkout/index.server';
import { cardDetails } from '@lib/programmes/index.server';

/** GET details: the member's loyalty card, segment, points, total spend and statement (a guest: 401). */
export const GET = endpoint(LOYALTY_CALL, async (context) => cardDetails(customerIdOf(context)));
