import { endpoint } from '@lib/platform/http/api.server';
import { callerOf } from '@lib/platform/http/caller.server';
import { sendAppLink } from '@lib/orders/placing/app-link.server';
import { sendAppLinkSchema } from '@lib/orders/records/schema';

/** POST send mobile app link: the store's app link by SMS to a mobile number (throttled like code sends). */
export const POST = endpoint({ body: sendAppLinkSchema }, async (context, { body }) => {
  await sendAppLink(callerOf(context), body.PhoneNumber);
  return null;
});
