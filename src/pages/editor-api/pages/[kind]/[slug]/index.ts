import { now, endpoint } from '@lib/platform/index.server';
import { editorCall, pageDetail } from '@lib/catalogue/index.server';

/** GET a page for the editor: its latest version, what is live and scheduled, its history. */
export const GET = endpoint({}, async (context) => pageDetail(editorCall(context).page, now()));
