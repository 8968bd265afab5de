import { sendDeletionCode } from '@lib/app/member-deletion/deletion.server';
import { endpoint } from '@lib/platform/http/api.server';
import { callerOf } from '@lib/platform/http/caller.server';

/** POST: the deletion's code to the member's phone, unless an open order or refund stops it (S100, S101). */
export const POST = endpoint({}, (context) => sendDeletionCode(callerOf(context)));
