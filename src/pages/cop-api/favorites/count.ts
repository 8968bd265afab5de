import { countFavourites } from '@lib/bag/index.server';
import { endpoint, customerIdOf } from '@lib/platform/index.server';

/** GET count: how many favourites the member keeps (the header and bottom navigation badge). */
export const GET = endpoint({}, async (context) => ({ Count: await countFavourites(customerIdOf(context)) }));
