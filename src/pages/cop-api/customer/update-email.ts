import { changeContactLater } from '@lib/account/contact.server';
import { emailChangeSchema } from '@lib/account/schema';
import { endpoint } from '@lib/http/api.server';

/** Update customer e-mail, verified later: answers Success and a Message. */
export const POST = endpoint({ body: emailChangeSchema }, async (context, { body }) => {
  await changeContactLater(context, 'email', body.Email);
  return new Response(JSON.stringify({ Success: true, Message: context.locals.t('account:contact.savedUnverified') }), {
    headers: { 'Content-Type': 'application/json' },
  });
});
