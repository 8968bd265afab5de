import { favouriteIds } from '@lib/bag/favourites/favourites.server';
import { endpoint } from '@lib/platform/http/api.server';
import { customerIdOf } from '@lib/platform/http/caller.server';

/** GET ids: the member's favourite product ids, for filling the hearts of cached pages. */
export const GET = endpoint({}, async (context) => favouriteIds(customerIdOf(context)));
