import { finishReset } from '@lib/account/reset.server';
import { newPasswordSchema } from '@lib/account/schema';
import { endpoint } from '@lib/http/api.server';
import { sessionOf } from '@lib/http/caller.server';

/** Forgot password, step 3: the new password. */
export const POST = endpoint({ body: newPasswordSchema }, (context, { body }) =>
  finishReset({ session: sessionOf(context), password: body.NewPassword }),
);
