import { diffQuerySchema } from '@lib/catalogue';
import { versionChanges, editorCall } from '@lib/catalogue/index.server';
import { endpoint } from '@lib/platform/index.server';

/** GET what changed from one version of a page to another. */
export const GET = endpoint({ query: diffQuerySchema }, async (context, { query }) => {
  const { page } = editorCall(context);
  return { changes: await versionChanges(page, query.from, query.to) };
});
