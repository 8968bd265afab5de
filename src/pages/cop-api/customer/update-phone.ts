import { changeContactLater } from '@lib/account/contact.server';
import { phoneChangeSchema } from '@lib/account/schema';
import { endpoint } from '@lib/http/api.server';

/** Update customer phone, verified later: answers Success and a Message. */
export const POST = endpoint({ body: phoneChangeSchema }, async (context, { body }) => {
  await changeContactLater(context, 'phone', body.PhoneNumber);
  return new Response(JSON.stringify({ Success: true, Message: context.locals.t('account:contact.savedUnverified') }), {
    headers: { 'Content-Type': 'application/json' },
  });
});
