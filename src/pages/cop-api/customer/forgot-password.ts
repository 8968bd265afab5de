import { startReset } from '@lib/account/members/reset.server';
import { forgotSchema } from '@lib/account/members/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { callerOf } from '@lib/platform/http/caller.server';

/** Forgot password, step 1: the same answer whether or not the e-mail has an account. */
export const POST = endpoint({ body: forgotSchema }, (context, { body }) => startReset({ ...callerOf(context), email: body.Email }));
