import { changeContactLater } from '@lib/account/index.server';
import { emailChangeSchema } from '@lib/account';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/** Update customer e-mail, verified later: answers Success and a Message. */
export const POST = endpoint({ body: emailChangeSchema, message: 'account:contact.savedUnverified' }, (context, { body }) =>
  changeContactLater({ session: sessionOf(context), contact: 'email', value: body.Email }),
);
