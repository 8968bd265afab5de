import { saveBodySchema } from '@lib/catalogue/content/api';
import { saveVersion } from '@lib/catalogue/content/editing.server';
import { editorCall } from '@lib/catalogue/content/route.server';
import { endpoint } from '@lib/platform/http/api.server';

/** POST a new version of a page, started from version basedOn (409 with what changed when a newer one exists). */
export const POST = endpoint({ body: saveBodySchema }, async (context, { body }) => {
  const { staff, page } = editorCall(context);
  return saveVersion(page, body.basedOn, body.document, { staffId: staff.id, lang: context.locals.lang, origin: context.url.origin });
});
