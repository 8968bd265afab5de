import { now } from '@lib/clock/clock.server';
import { editorCall } from '@lib/content/route.server';
import { pageDetail } from '@lib/content/pages.server';
import { endpoint } from '@lib/http/api.server';

/** GET a page for the editor: its latest version, what is live and scheduled, its history. */
export const GET = endpoint({}, async (context) => pageDetail(editorCall(context).page, now()));
