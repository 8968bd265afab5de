import { profileOf, saveProfile } from '@lib/account/index.server';
import { profileSchema } from '@lib/account';
import { endpoint } from '@lib/platform/index.server';

/** Customer info v2: the customer form and which verification reminders are due. */
export const GET = endpoint({}, async ({ locals }) => profileOf(locals.session));

/** Saves the profile: names, gender and birth date. */
export const POST = endpoint({ body: profileSchema }, async ({ locals }, { body }) => saveProfile(locals.session, body));
