import { verifyGuestCode } from '@lib/checkout/steps/guest.server';
import { guestVerifySchema } from '@lib/checkout/steps/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';

/** POST the code for the guest's phone or e-mail: that contact is verified for this checkout. */
export const POST = endpoint({ body: guestVerifySchema }, (context, { body }) =>
  verifyGuestCode(sessionOf(context), body.kind, body.RequestId, body.Otp),
);
