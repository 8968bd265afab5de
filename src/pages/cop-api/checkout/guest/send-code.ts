import { sendGuestCode } from '@lib/checkout/guest.server';
import { guestSendCodeSchema } from '@lib/checkout/schema';
import { endpoint } from '@lib/http/api.server';
import { callerOf } from '@lib/http/caller.server';

/** POST a code to the guest's phone or e-mail (purpose guest-checkout): the OTP challenge. */
export const POST = endpoint({ body: guestSendCodeSchema }, (context, { body }) => sendGuestCode(callerOf(context), body.kind));
