import { countAdEvent } from '@lib/catalogue/index.server';
import { endpoint, ensureSessionOf } from '@lib/platform/index.server';
import { assertSfClient } from '@lib/programmes/index.server';
import { adEventSchema } from '@lib/programmes';

/** POST send-event (AdId, Event: impression|click): counts it, at most 60 a minute per session. */
export const POST = endpoint({ body: adEventSchema }, async (context, { body }) => {
  assertSfClient(context.request.headers);
  const session = await ensureSessionOf(context);
  return countAdEvent(session.idHash, body.AdId, body.Event);
});
