import { startRegistration } from '@lib/account/index.server';
import { registerSchema } from '@lib/account';
import { endpoint, callerOf } from '@lib/platform/index.server';

/** Registration, step 0: the form; answers the first code's challenge and which contact it went to. */
export const POST = endpoint({ body: registerSchema }, (context, { body }) => startRegistration({ ...callerOf(context), form: body }));
