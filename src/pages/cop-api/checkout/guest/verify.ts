import { verifyGuestCode } from '@lib/checkout/index.server';
import { guestVerifySchema } from '@lib/checkout';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/** POST the code for the guest's phone or e-mail: that contact is verified for this checkout. */
export const POST = endpoint({ body: guestVerifySchema }, (context, { body }) =>
  verifyGuestCode(sessionOf(context), body.kind, body.RequestId, body.Otp),
);
