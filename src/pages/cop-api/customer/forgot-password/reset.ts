import { finishReset } from '@lib/account/members/reset.server';
import { newPasswordSchema } from '@lib/account/members/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';

/** Forgot password, step 3: the new password. */
export const POST = endpoint({ body: newPasswordSchema }, (context, { body }) =>
  finishReset({ session: sessionOf(context), password: body.NewPassword }),
);
