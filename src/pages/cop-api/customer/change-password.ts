import { changePassword } from '@lib/account/members/reset.server';
import { changePasswordSchema } from '@lib/account/members/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';
import { settle } from '@lib/app/server/http/settle.server';

/** Change password while signed in. */
export const POST = endpoint({ body: changePasswordSchema }, async (context, { body }) =>
  settle(context, await changePassword({ session: sessionOf(context), current: body.CurrentPassword, next: body.NewPassword })),
);
