import { forceChange } from '@lib/account/reset.server';
import { newPasswordSchema } from '@lib/account/schema';
import { endpoint } from '@lib/http/api.server';

/** Forced password change after signing in with a flagged password; signs in when done. */
export const POST = endpoint({ body: newPasswordSchema }, (context, { body }) => forceChange(context, body.NewPassword));
