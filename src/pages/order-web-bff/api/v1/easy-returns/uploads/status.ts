import { endpoint } from '@lib/http/api.server';
import { uploadStatusQuerySchema } from '@lib/returns/uploads';
import { uploadStatus } from '@lib/returns/uploads.server';

/** GET status (uploadId): how many bytes the server has, so a client resumes from there. */
export const GET = endpoint({ query: uploadStatusQuerySchema }, async (context, { query }) =>
  uploadStatus(context.locals.session, query.uploadId),
);
