import { endpoint } from '@lib/platform/http/api.server';
import { cities } from '@lib/account/addresses/locations.server';

/** Cities where shipping is unavailable. */
export const GET = endpoint({}, async () => cities().filter((c) => !c.IsActive));
