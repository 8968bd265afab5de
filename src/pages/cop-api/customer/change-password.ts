import { changePassword } from '@lib/account/reset.server';
import { changePasswordSchema } from '@lib/account/schema';
import { endpoint } from '@lib/http/api.server';
import { sessionOf } from '@lib/http/caller.server';
import { settle } from '@lib/server/http/settle.server';

/** Change password while signed in. */
export const POST = endpoint({ body: changePasswordSchema }, async (context, { body }) =>
  settle(context, await changePassword({ session: sessionOf(context), current: body.CurrentPassword, next: body.NewPassword })),
);
