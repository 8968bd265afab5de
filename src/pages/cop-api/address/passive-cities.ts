import { endpoint } from '@lib/http/api.server';
import { cities } from '@lib/addresses/locations.server';

/** Cities where shipping is unavailable. */
export const GET = endpoint({}, async () => cities().filter((c) => !c.IsActive));
