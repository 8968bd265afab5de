import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { cardDetails } from '@lib/programmes/loyalty/card-details.server';

/** GET details: the member's loyalty card, segment, points, total spend and statement (a guest: 401). */
export const GET = endpoint({}, async (context) => cardDetails(customerIdOf(context)));
