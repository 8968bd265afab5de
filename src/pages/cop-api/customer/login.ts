import { signIn } from '@lib/account/login.server';
import { loginSchema } from '@lib/account/schema';
import { endpoint } from '@lib/http/api.server';
import { clientAddressOf, sessionOf } from '@lib/http/caller.server';
import { settle } from '@lib/server/http/settle.server';

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
