import { publishBodySchema } from '@lib/catalogue';
import { publish, editorCall } from '@lib/catalogue/index.server';
import { endpoint } from '@lib/platform/index.server';

/** POST a version published now, or scheduled at a moment ahead (publishers only). */
export const POST = endpoint({ body: publishBodySchema }, async (context, { body }) => {
  const { staff, page } = editorCall(context, 'publisher');
  return publish(page, body.number, staff.id, body.at === undefined ? undefined : new Date(body.at));
});
