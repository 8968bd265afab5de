import { permissionOf } from '@lib/account/properties.server';
import { endpoint } from '@lib/http/api.server';

/** GET permission: whether the session is a member, the account areas it may open, a pending password change. */
export const GET = endpoint({}, async ({ locals }) => permissionOf(locals.session));
