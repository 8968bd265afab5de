import { verificationOf } from '@lib/account/index.server';
import { endpoint } from '@lib/platform/index.server';

/** Account properties: whether e-mail and phone are verified. */
export const GET = endpoint({}, async ({ locals }) => verificationOf(locals.session));
