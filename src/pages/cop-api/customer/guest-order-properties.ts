import { guestOrderProperties } from '@lib/programmes/index.server';
import { endpoint } from '@lib/platform/index.server';

/** GET guest order properties: what a guest's newest order offers (create an account, sign in, a store record). */
export const GET = endpoint({}, async ({ locals }) => guestOrderProperties(locals.session));
