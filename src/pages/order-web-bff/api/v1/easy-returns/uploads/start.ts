import { endpoint } from '@lib/http/api.server';
import { ensureSessionOf } from '@lib/http/caller.server';
import { uploadStartSchema } from '@lib/returns/uploads';
import { startUpload } from '@lib/returns/uploads.server';

/** POST start { OrderId, Kind: photo|invoice, FileName, Size }: an upload id to send chunks to. */
export const POST = endpoint({ body: uploadStartSchema }, async (context, { body }) => startUpload(await ensureSessionOf(context), body));
