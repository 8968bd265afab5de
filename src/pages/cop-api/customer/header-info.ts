import { headerOf } from '@lib/account/index.server';
import { endpoint } from '@lib/platform/index.server';

/** Header info: customer_fullname, user_email, customer_phone. */
export const GET = endpoint({}, async ({ locals }) => headerOf(locals.session));
