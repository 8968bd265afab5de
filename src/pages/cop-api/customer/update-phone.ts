import { changeContactLater } from '@lib/account/contact.server';
import { phoneChangeSchema } from '@lib/account/schema';
import { endpoint } from '@lib/http/api.server';

/** Update customer phone, verified later: answers Success and a Message. */
export const POST = endpoint({ body: phoneChangeSchema, message: 'account:contact.savedUnverified' }, (context, { body }) =>
  changeContactLater(context, 'phone', body.PhoneNumber),
);
