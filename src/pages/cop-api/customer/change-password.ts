import { requireCustomerId } from '@lib/account/current.server';
import { changePassword } from '@lib/account/reset.server';
import { changePasswordSchema } from '@lib/account/schema';
import { endpoint } from '@lib/http/api.server';

/** Change password while signed in. */
export const POST = endpoint({ body: changePasswordSchema }, (context, { body }) =>
  changePassword(context, requireCustomerId(context), body.CurrentPassword, body.NewPassword),
);
