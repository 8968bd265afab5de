import { countAdEvent } from '@lib/catalogue/banners/events.server';
import { endpoint } from '@lib/platform/http/api.server';
import { ensureSessionOf } from '@lib/platform/http/caller.server';
import { assertSfClient } from '@lib/programmes/seller-questions/headers.server';
import { adEventSchema } from '@lib/programmes/seller-questions/rules';

/** POST send-event (AdId, Event: impression|click): counts it, at most 60 a minute per session. */
export const POST = endpoint({ body: adEventSchema }, async (context, { body }) => {
  assertSfClient(context.request.headers);
  const session = await ensureSessionOf(context);
  return countAdEvent(session.idHash, body.AdId, body.Event);
});
