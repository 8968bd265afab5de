import { verificationOf } from '@lib/account/profile.server';
import { endpoint } from '@lib/http/api.server';

/** Account properties: whether e-mail and phone are verified. */
export const GET = endpoint({}, async ({ locals }) => verificationOf(locals.session));
