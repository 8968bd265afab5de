import { sendExportCode } from '@lib/app/index.server';
import { endpoint, callerOf } from '@lib/platform/index.server';

/** POST: the code that confirms a request for the member's data, unless today's requests are used up. */
export const POST = endpoint({}, (context) => sendExportCode(callerOf(context)));
