import { customerIdOf, sessionOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { updateInfoSchema } from '@lib/checkout/payments/coins/schema';
import { linkApp } from '@lib/checkout/payments/coins/wallet.server';

/** POST update info (AppToken): links or reconnects the member's coins app. */
export const POST = endpoint({ body: updateInfoSchema }, async (context, { body }) =>
  linkApp(sessionOf(context), customerIdOf(context), body.AppToken),
);
