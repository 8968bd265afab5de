import { sendGuestCode } from '@lib/checkout/index.server';
import { guestSendCodeSchema } from '@lib/checkout';
import { endpoint, callerOf } from '@lib/platform/index.server';

/** POST a code to the guest's phone or e-mail (purpose guest-checkout): the OTP challenge. */
export const POST = endpoint({ body: guestSendCodeSchema }, (context, { body }) => sendGuestCode(callerOf(context), body.kind));
