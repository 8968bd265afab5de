import { preferencesFor, savePreferencesFor } from '@lib/account/index.server';
import { communicationPreferencesSchema } from '@lib/account';
import { endpoint } from '@lib/platform/index.server';

/** The three communication preferences. */
export const GET = endpoint({}, async ({ locals }) => preferencesFor(locals.session));

/** Update communication preference: the whole list of three types. */
export const POST = endpoint({ body: communicationPreferencesSchema }, async ({ locals }, { body }) =>
  savePreferencesFor(locals.session, body.CommunicationPreferences),
);
