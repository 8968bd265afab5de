import { startRegistration } from '@lib/account/register.server';
import { registerSchema } from '@lib/account/schema';
import { endpoint } from '@lib/http/api.server';
import { callerOf } from '@lib/http/caller.server';

/** Registration, step 0: the form; answers the first code's challenge and which contact it went to. */
export const POST = endpoint({ body: registerSchema }, (context, { body }) => startRegistration({ ...callerOf(context), form: body }));
