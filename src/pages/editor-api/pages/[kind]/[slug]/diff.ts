import { diffQuerySchema } from '@lib/content/api';
import { documentChanges } from '@lib/content/diff';
import { editorCall } from '@lib/content/route.server';
import { versionOf } from '@lib/content/versions.server';
import { db } from '@lib/db/client.server';
import { endpoint } from '@lib/http/api.server';

/** GET what changed from one version of a page to another. */
export const GET = endpoint({ query: diffQuerySchema }, async (context, { query }) => {
  const { page } = editorCall(context);
  const database = await db();
  const [from, to] = await Promise.all([versionOf(database, page, query.from), versionOf(database, page, query.to)]);
  return { changes: documentChanges(from.document, to.document) };
});
