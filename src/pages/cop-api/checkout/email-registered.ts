import { emailRegistered } from '@lib/checkout/index.server';
import { emailRegisteredSchema } from '@lib/checkout';
import { endpoint, callerOf, ensureSessionOf } from '@lib/platform/index.server';

/** GET check whether an e-mail is already registered ({ IsRegistered } only; throttled). */
export const GET = endpoint({ query: emailRegisteredSchema }, async (context, { query }) => {
  await ensureSessionOf(context);
  return emailRegistered(callerOf(context), query.email);
});

/** POST the same check with the e-mail in the body, kept out of logs and caches. */
export const POST = endpoint({ body: emailRegisteredSchema }, (context, { body }) => emailRegistered(callerOf(context), body.email));
