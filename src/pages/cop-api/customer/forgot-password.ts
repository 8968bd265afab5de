import { startReset } from '@lib/account/index.server';
import { forgotSchema } from '@lib/account';
import { endpoint, callerOf } from '@lib/platform/index.server';

/** Forgot password, step 1: the same answer whether or not the e-mail has an account. */
export const POST = endpoint({ body: forgotSchema }, (context, { body }) => startReset({ ...callerOf(context), email: body.Email }));
