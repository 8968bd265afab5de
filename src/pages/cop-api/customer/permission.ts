import { permissionOf } from '@lib/account/index.server';
import { endpoint } from '@lib/platform/index.server';

/** GET permission: whether the session is a member, the account areas it may open, a pending password change. */
export const GET = endpoint({}, async ({ locals }) => permissionOf(locals.session));
