import { endpoint } from '@lib/platform/index.server';
import { CHUNK_BYTES, uploadChunkQuerySchema } from '@lib/orders';
import { addChunk } from '@lib/orders/index.server';

/** POST chunk (uploadId, offset; the body is the chunk's bytes): how far the upload is; the last chunk checks the file. */
export const POST = endpoint({ query: uploadChunkQuerySchema, binary: CHUNK_BYTES }, async (context, { query, bytes }) =>
  addChunk(context.locals.session, query.uploadId, query.offset, bytes),
);
