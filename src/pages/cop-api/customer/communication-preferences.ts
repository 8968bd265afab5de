import { requireCustomerId } from '@lib/account/current.server';
import { preferencesOf, savePreferences } from '@lib/account/customers.server';
import { communicationPreferencesSchema } from '@lib/account/schema';
import { endpoint } from '@lib/http/api.server';

/** The three communication preferences. */
export const GET = endpoint({}, async (context) => ({ CommunicationPreferences: await preferencesOf(requireCustomerId(context)) }));

/** Update communication preference: the whole list of three types. */
export const POST = endpoint({ body: communicationPreferencesSchema }, async (context, { body }) => {
  const id = requireCustomerId(context);
  await savePreferences(id, body.CommunicationPreferences);
  return { CommunicationPreferences: await preferencesOf(id) };
});
