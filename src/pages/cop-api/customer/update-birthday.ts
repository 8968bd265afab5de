import { saveBirthday } from '@lib/account/members/profile.server';
import { birthdaySchema } from '@lib/account/members/schema';
import { endpoint } from '@lib/platform/http/api.server';

/** update birthday: saves the signed-in customer's birth date alone. */
export const POST = endpoint({ body: birthdaySchema }, async ({ locals }, { body }) => saveBirthday(locals.session, body.birthDay));
