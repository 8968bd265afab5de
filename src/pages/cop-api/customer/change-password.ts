import { changePassword } from '@lib/account/index.server';
import { changePasswordSchema } from '@lib/account';
import { endpoint, sessionOf } from '@lib/platform/index.server';
import { settle } from '@lib/app/index.server';

/** Change password while signed in. */
export const POST = endpoint({ body: changePasswordSchema }, async (context, { body }) =>
  settle(
    context,
    await changePassword({ session: sessionOf(context), current: body.CurrentPassword, next: body.NewPassword, lang: context.locals.lang }),
  ),
);
