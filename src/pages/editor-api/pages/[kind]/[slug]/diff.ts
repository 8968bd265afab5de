import { diffQuerySchema } from '@lib/catalogue/content/api';
import { versionChanges } from '@lib/catalogue/content/pages.server';
import { editorCall } from '@lib/catalogue/content/route.server';
import { endpoint } from '@lib/platform/http/api.server';

/** GET what changed from one version of a page to another. */
export const GET = endpoint({ query: diffQuerySchema }, async (context, { query }) => {
  const { page } = editorCall(context);
  return { changes: await versionChanges(page, query.from, query.to) };
});
