import { endpoint } from '@lib/platform/index.server';
import { cities } from '@lib/account/index.server';

/** Cities where shipping is unavailable. */
export const GET = endpoint({}, async () => cities().filter((c) => !c.IsActive));
