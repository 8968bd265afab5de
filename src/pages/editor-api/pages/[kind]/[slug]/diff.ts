import { diffQuerySchema } from '@lib/content/api';
import { versionChanges } from '@lib/content/pages.server';
import { editorCall } from '@lib/content/route.server';
import { endpoint } from '@lib/http/api.server';

/** GET what changed from one version of a page to another. */
export const GET = endpoint({ query: diffQuerySchema }, async (context, { query }) => {
  const { page } = editorCall(context);
  return { changes: await versionChanges(page, query.from, query.to) };
});
