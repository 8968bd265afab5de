import { sendGuestCode } from '@lib/checkout/steps/guest.server';
import { guestSendCodeSchema } from '@lib/checkout/steps/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { callerOf } from '@lib/platform/http/caller.server';

/** POST a code to the guest's phone or e-mail (purpose guest-checkout): the OTP challenge. */
export const POST = endpoint({ body: guestSendCodeSchema }, (context, { body }) => sendGuestCode(callerOf(context), body.kind));
