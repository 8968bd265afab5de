import { COOKIE_POLICY_URI, consentBodySchema } from '@lib/platform';
import { clientAddressOf, endpoint, recordConsent, sessionOf } from '@lib/platform/index.server';
import { liveNumberOf } from '@lib/catalogue/index.server';

/**
 * POST consent { Analytics, Marketing }: records a cookie choice as proof, under the cookie policy's
 * live version (the server's, not the browser's word), naming the member only when one is signed in.
 */
export const POST = endpoint({ body: consentBodySchema }, async (context, { body }) =>
  recordConsent(
    {
      analytics: body.Analytics,
      marketing: body.Marketing,
      version: await liveNumberOf('page', COOKIE_POLICY_URI),
      customerId: context.locals.session?.customerId,
    },
    { sessionKey: sessionOf(context).idHash, clientAddress: clientAddressOf(context) },
  ),
);
