import { signIn } from '@lib/account/login.server';
import { loginSchema } from '@lib/account/schema';
import { endpoint } from '@lib/http/api.server';

/** Sign-in with e-mail or phone and password; ForcePasswordChange sends the shopper to the forced change. */
export const POST = endpoint({ body: loginSchema }, (context, { body }) => signIn(context, body.Username, body.Password));
