import { now } from '@lib/platform/clock/clock.server';
import { editorCall } from '@lib/catalogue/content/route.server';
import { pageDetail } from '@lib/catalogue/content/pages.server';
import { endpoint } from '@lib/platform/http/api.server';

/** GET a page for the editor: its latest version, what is live and scheduled, its history. */
export const GET = endpoint({}, async (context) => pageDetail(editorCall(context).page, now()));
