import { saveBirthday } from '@lib/account/index.server';
import { birthdaySchema } from '@lib/account';
import { endpoint } from '@lib/platform/index.server';

/** update birthday: saves the signed-in customer's birth date alone. */
export const POST = endpoint({ body: birthdaySchema }, async ({ locals }, { body }) => saveBirthday(locals.session, body.birthDay));
