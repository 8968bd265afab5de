import { saveBirthday } from '@lib/account/profile.server';
import { birthdaySchema } from '@lib/account/schema';
import { endpoint } from '@lib/http/api.server';

/** update birthday: saves the signed-in customer's birth date alone. */
export const POST = endpoint({ body: birthdaySchema }, async ({ locals }, { body }) => saveBirthday(locals.session, body.birthDay));
