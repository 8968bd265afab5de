import { endpoint } from '@lib/platform/http/api.server';
import { ensureSessionOf } from '@lib/platform/http/caller.server';
import { uploadStartSchema } from '@lib/orders/returns/uploads';
import { startUpload } from '@lib/orders/returns/uploads.server';

/** POST start { OrderId, Kind: photo|invoice, FileName, Size }: an upload id to send chunks to. */
export const POST = endpoint({ body: uploadStartSchema }, async (context, { body }) => startUpload(await ensureSessionOf(context), body));
