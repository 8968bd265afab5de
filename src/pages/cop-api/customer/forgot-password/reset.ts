import { finishReset } from '@lib/account/index.server';
import { newPasswordSchema } from '@lib/account';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/** Forgot password, step 3: the new password. */
export const POST = endpoint({ body: newPasswordSchema }, (context, { body }) =>
  finishReset({ session: sessionOf(context), password: body.NewPassword, lang: context.locals.lang }),
);
