import { sendDeletionCode } from '@lib/app/index.server';
import { endpoint, callerOf } from '@lib/platform/index.server';

/** POST: the deletion's code to the member's phone, unless an open order or refund stops it (S100, S101). */
export const POST = endpoint({}, (context) => sendDeletionCode(callerOf(context)));
