import { saveBodySchema } from '@lib/catalogue';
import { saveVersion, editorCall } from '@lib/catalogue/index.server';
import { endpoint } from '@lib/platform/index.server';

/** POST a new version of a page, started from version basedOn (409 with what changed when a newer one exists). */
export const POST = endpoint({ body: saveBodySchema }, async (context, { body }) => {
  const { staff, page } = editorCall(context);
  return saveVersion(page, body.basedOn, body.document, { staffId: staff.id, lang: context.locals.lang });
});
