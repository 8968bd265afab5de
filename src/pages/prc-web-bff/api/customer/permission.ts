import { endpoint } from '@lib/platform/index.server';
import { rebornPermission } from '@lib/programmes/index.server';

/** GET customer permission: whether the session may apply to Reborn (a signed-in member) and see applications. */
export const GET = endpoint({}, async (context) => rebornPermission(context.locals.session));
