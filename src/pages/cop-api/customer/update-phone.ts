import { changeContactLater } from '@lib/account/index.server';
import { phoneChangeSchema } from '@lib/account';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/** Update customer phone, verified later: answers Success and a Message. */
export const POST = endpoint({ body: phoneChangeSchema, message: 'account:contact.savedUnverified' }, (context, { body }) =>
  changeContactLater({ session: sessionOf(context), contact: 'phone', value: body.PhoneNumber }),
);
