import { forceChange } from '@lib/account/reset.server';
import { newPasswordSchema } from '@lib/account/schema';
import { endpoint } from '@lib/http/api.server';
import { sessionOf } from '@lib/http/caller.server';
import { settle } from '@lib/server/http/settle.server';

/** Forced password change after signing in with a flagged password; signs in when done. */
export const POST = endpoint({ body: newPasswordSchema }, async (context, { body }) =>
  settle(context, await forceChange({ session: sessionOf(context), password: body.NewPassword })),
);
