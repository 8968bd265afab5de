import { verificationOf } from '@lib/account/members/profile.server';
import { endpoint } from '@lib/platform/http/api.server';

/** Account properties: whether e-mail and phone are verified. */
export const GET = endpoint({}, async ({ locals }) => verificationOf(locals.session));
