import { env, endpoint } from '@lib/platform/index.server';

/** GET settings: guestMaxItemCount, how many favourites a guest keeps before signing in. */
export const GET = endpoint({}, async () => ({ guestMaxItemCount: env().GUEST_FAVOURITES_MAX }));
