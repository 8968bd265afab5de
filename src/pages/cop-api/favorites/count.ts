import { countFavourites } from '@lib/bag/favourites/favourites.server';
import { endpoint } from '@lib/platform/http/api.server';
import { customerIdOf } from '@lib/platform/http/caller.server';

/** GET count: how many favourites the member keeps (the header and bottom navigation badge). */
export const GET = endpoint({}, async (context) => ({ Count: await countFavourites(customerIdOf(context)) }));
