import { favouriteIds } from '@lib/bag/index.server';
import { endpoint, customerIdOf } from '@lib/platform/index.server';

/** GET ids: the member's favourite product ids, for filling the hearts of cached pages. */
export const GET = endpoint({}, async (context) => favouriteIds(customerIdOf(context)));
