import { publishBodySchema } from '@lib/catalogue/content/api';
import { publish } from '@lib/catalogue/content/publishing.server';
import { editorCall } from '@lib/catalogue/content/route.server';
import { endpoint } from '@lib/platform/http/api.server';

/** POST a version published now, or scheduled at a moment ahead (publishers only). */
export const POST = endpoint({ body: publishBodySchema }, async (context, { body }) => {
  const { staff, page } = editorCall(context, 'publisher');
  return publish(page, body.number, staff.id, body.at === undefined ? undefined : new Date(body.at));
});
