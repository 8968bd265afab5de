import { changeContactLater } from '@lib/account/index.server';
import { phoneChangeSchema } from '@lib/account';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/**
 * Update customer phone from the delivery step (PhoneNumber): the account's own "verify later"
 * change, so the number waits for its code as it would from the account page. Success, Message.
 */
export const POST = endpoint({ body: phoneChangeSchema, message: 'checkout:phone.saved' }, (context, { body }) =>
  changeContactLater({ session: sessionOf(context), contact: 'phone', value: body.PhoneNumber }),
);
