import { previewBodySchema } from '@lib/catalogue';
import { endPreviewLinks, previewLink, editorCall } from '@lib/catalogue/index.server';
import { endpoint } from '@lib/platform/index.server';

/** POST for signed, expiring links to a version as shoppers will see it, in both languages. */
export const POST = endpoint({ body: previewBodySchema }, async (context, { body }) => previewLink(editorCall(context).page, body.number));

/** DELETE ends every preview link of the page given out so far (a publisher's call). */
export const DELETE = endpoint({}, async (context) => endPreviewLinks(editorCall(context, 'publisher').page));
