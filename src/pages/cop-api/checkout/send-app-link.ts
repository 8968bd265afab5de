import { endpoint, callerOf } from '@lib/platform/index.server';
import { sendAppLink } from '@lib/orders/index.server';
import { sendAppLinkSchema } from '@lib/orders';

/** POST send mobile app link: the store's app link by SMS to a mobile number (throttled like code sends). */
export const POST = endpoint({ body: sendAppLinkSchema }, async (context, { body }) => {
  await sendAppLink(callerOf(context), body.PhoneNumber);
  return null;
});
