import { previewBodySchema } from '@lib/catalogue/content/api';
import { previewLink } from '@lib/catalogue/content/preview.server';
import { editorCall } from '@lib/catalogue/content/route.server';
import { endpoint } from '@lib/platform/http/api.server';

/** POST for signed, expiring links to a version as shoppers will see it, in both languages. */
export const POST = endpoint({ body: previewBodySchema }, async (context, { body }) => previewLink(editorCall(context).page, body.number));
