import { startReset } from '@lib/account/reset.server';
import { forgotSchema } from '@lib/account/schema';
import { endpoint } from '@lib/http/api.server';
import { callerOf } from '@lib/http/caller.server';

/** Forgot password, step 1: the same answer whether or not the e-mail has an account. */
export const POST = endpoint({ body: forgotSchema }, (context, { body }) => startReset({ ...callerOf(context), email: body.Email }));
