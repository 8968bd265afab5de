import { customerIdOf, sessionOf, endpoint } from '@lib/platform/index.server';
import { updateInfoSchema } from '@lib/checkout';
import { linkApp } from '@lib/checkout/index.server';

/** POST update info (AppToken): links or reconnects the member's coins app. */
export const POST = endpoint({ body: updateInfoSchema }, async (context, { body }) =>
  linkApp(sessionOf(context), customerIdOf(context), body.AppToken),
);
