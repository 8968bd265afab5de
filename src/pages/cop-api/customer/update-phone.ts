import { changeContactLater } from '@lib/account/contact.server';
import { phoneChangeSchema } from '@lib/account/schema';
import { endpoint } from '@lib/http/api.server';
import { sessionOf } from '@lib/http/caller.server';

/** Update customer phone, verified later: answers Success and a Message. */
export const POST = endpoint({ body: phoneChangeSchema, message: 'account:contact.savedUnverified' }, (context, { body }) =>
  changeContactLater({ session: sessionOf(context), contact: 'phone', value: body.PhoneNumber }),
);
