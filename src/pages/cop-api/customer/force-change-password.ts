import { forceChange } from '@lib/account/members/reset.server';
import { newPasswordSchema } from '@lib/account/members/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';
import { settle } from '@lib/app/server/http/settle.server';

/** Forced password change after signing in with a flagged password; signs in when done. */
export const POST = endpoint({ body: newPasswordSchema }, async (context, { body }) =>
  settle(context, await forceChange({ session: sessionOf(context), password: body.NewPassword })),
);
