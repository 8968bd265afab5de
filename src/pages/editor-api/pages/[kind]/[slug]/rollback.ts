import { rollbackBodySchema } from '@lib/catalogue';
import { rollback, editorCall } from '@lib/catalogue/index.server';
import { endpoint } from '@lib/platform/index.server';

/** POST an earlier version back: saved again as the newest and published now (publishers only). */
export const POST = endpoint({ body: rollbackBodySchema }, async (context, { body }) => {
  const { staff, page } = editorCall(context, 'publisher');
  return rollback(page, body.number, staff.id);
});
