import { env } from '@lib/platform/config/env.server';
import { endpoint } from '@lib/platform/http/api.server';

/** GET settings: guestMaxItemCount, how many favourites a guest keeps before signing in. */
export const GET = endpoint({}, async () => ({ guestMaxItemCount: env().GUEST_FAVOURITES_MAX }));
