import { headerOf } from '@lib/account/members/profile.server';
import { endpoint } from '@lib/platform/http/api.server';

/** Header info: customer_fullname, user_email, customer_phone. */
export const GET = endpoint({}, async ({ locals }) => headerOf(locals.session));
