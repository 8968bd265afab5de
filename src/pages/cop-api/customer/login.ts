import { signIn } from '@lib/account/index.server';
import { loginSchema } from '@lib/account';
import { endpoint, clientAddressOf, sessionOf } from '@lib/platform/index.server';
import { settle } from '@lib/app/index.server';

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
