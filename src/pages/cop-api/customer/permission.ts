import { permissionOf } from '@lib/account/members/properties.server';
import { endpoint } from '@lib/platform/http/api.server';

/** GET permission: whether the session is a member, the account areas it may open, a pending password change. */
export const GET = endpoint({}, async ({ locals }) => permissionOf(locals.session));
