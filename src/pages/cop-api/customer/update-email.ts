import { changeContactLater } from '@lib/account/members/contact.server';
import { emailChangeSchema } from '@lib/account/members/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';

/** Update customer e-mail, verified later: answers Success and a Message. */
export const POST = endpoint({ body: emailChangeSchema, message: 'account:contact.savedUnverified' }, (context, { body }) =>
  changeContactLater({ session: sessionOf(context), contact: 'email', value: body.Email }),
);
