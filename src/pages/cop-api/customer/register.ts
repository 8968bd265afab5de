import { startRegistration } from '@lib/account/members/register.server';
import { registerSchema } from '@lib/account/members/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { callerOf } from '@lib/platform/http/caller.server';

/** Registration, step 0: the form; answers the first code's challenge and which contact it went to. */
export const POST = endpoint({ body: registerSchema }, (context, { body }) => startRegistration({ ...callerOf(context), form: body }));
