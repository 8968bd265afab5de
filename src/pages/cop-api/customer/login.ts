import { signIn } from '@lib/account/members/login.server';
import { loginSchema } from '@lib/account/members/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { clientAddressOf, sessionOf } from '@lib/platform/http/caller.server';
import { settle } from '@lib/app/server/http/settle.server';

/** Sign-in with e-mail or phone and password; ForcePasswordChange sends the shopper to the forced change. */
export const POST = endpoint({ body: loginSchema }, async (context, { body }) =>
  settle(
    context,
    await signIn({
      identifier: body.Username,
      password: body.Password,
      clientAddress: clientAddressOf(context),
      session: sessionOf(context),
    }),
  ),
);
