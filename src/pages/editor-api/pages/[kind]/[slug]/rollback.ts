import { rollbackBodySchema } from '@lib/catalogue/content/api';
import { rollback } from '@lib/catalogue/content/publishing.server';
import { editorCall } from '@lib/catalogue/content/route.server';
import { endpoint } from '@lib/platform/http/api.server';

/** POST an earlier version back: saved again as the newest and published now (publishers only). */
export const POST = endpoint({ body: rollbackBodySchema }, async (context, { body }) => {
  const { staff, page } = editorCall(context, 'publisher');
  return rollback(page, body.number, staff.id);
});
