import { forceChange } from '@lib/account/index.server';
import { newPasswordSchema } from '@lib/account';
import { endpoint, sessionOf } from '@lib/platform/index.server';
import { settle } from '@lib/app/index.server';

/** Forced password change after signing in with a flagged password; signs in when done. */
export const POST = endpoint({ body: newPasswordSchema }, async (context, { body }) =>
  settle(context, await forceChange({ session: sessionOf(context), password: body.NewPassword, lang: context.locals.lang })),
);
