import { endpoint, ensureSessionOf } from '@lib/platform/index.server';
import { uploadStartSchema } from '@lib/orders';
import { startUpload } from '@lib/orders/index.server';

/** POST start { OrderId, Kind: photo|invoice, FileName, Size }: an upload id to send chunks to. */
export const POST = endpoint({ body: uploadStartSchema }, async (context, { body }) => startUpload(await ensureSessionOf(context), body));
