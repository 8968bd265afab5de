import { changeContactLater } from '@lib/account/members/contact.server';
import { phoneChangeSchema } from '@lib/account/members/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';

/** Update customer phone, verified later: answers Success and a Message. */
export const POST = endpoint({ body: phoneChangeSchema, message: 'account:contact.savedUnverified' }, (context, { body }) =>
  changeContactLater({ session: sessionOf(context), contact: 'phone', value: body.PhoneNumber }),
);
