import { changeContactLater } from '@lib/account/contact.server';
import { emailChangeSchema } from '@lib/account/schema';
import { endpoint } from '@lib/http/api.server';
import { sessionOf } from '@lib/http/caller.server';

/** Update customer e-mail, verified later: answers Success and a Message. */
export const POST = endpoint({ body: emailChangeSchema, message: 'account:contact.savedUnverified' }, (context, { body }) =>
  changeContactLater({ session: sessionOf(context), contact: 'email', value: body.Email }),
);
