import { customerIdOf, sessionOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { updateInfoSchema } from '@lib/coins/schema';
import { linkApp } from '@lib/coins/wallet.server';

/** POST update info (AppToken): links or reconnects the member's coins app. */
export const POST = endpoint({ body: updateInfoSchema }, async (context, { body }) =>
  linkApp(sessionOf(context), customerIdOf(context), body.AppToken),
);
