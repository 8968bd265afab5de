import { previewBodySchema } from '@lib/content/api';
import { previewLink } from '@lib/content/preview.server';
import { editorCall } from '@lib/content/route.server';
import { endpoint } from '@lib/http/api.server';

/** POST for signed, expiring links to a version as shoppers will see it, in both languages. */
export const POST = endpoint({ body: previewBodySchema }, async (context, { body }) => previewLink(editorCall(context).page, body.number));
