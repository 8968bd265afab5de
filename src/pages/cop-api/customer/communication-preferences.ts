import { preferencesFor, savePreferencesFor } from '@lib/account/members/profile.server';
import { communicationPreferencesSchema } from '@lib/account/members/schema';
import { endpoint } from '@lib/platform/http/api.server';

/** The three communication preferences. */
export const GET = endpoint({}, async ({ locals }) => preferencesFor(locals.session));

/** Update communication preference: the whole list of three types. */
export const POST = endpoint({ body: communicationPreferencesSchema }, async ({ locals }, { body }) =>
  savePreferencesFor(locals.session, body.CommunicationPreferences),
);
