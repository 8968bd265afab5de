import { customerIdOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { cardDetails } from '@lib/onecard/details.server';

/** GET details: the member's loyalty card, segment, points, total spend and statement (a guest: 401). */
export const GET = endpoint({}, async (context) => cardDetails(customerIdOf(context)));
