import { endpoint } from '@lib/platform/http/api.server';
import { uploadStatusQuerySchema } from '@lib/orders/returns/uploads';
import { uploadStatus } from '@lib/orders/returns/uploads.server';

/** GET status (uploadId): how many bytes the server has, so a client resumes from there. */
export const GET = endpoint({ query: uploadStatusQuerySchema }, async (context, { query }) =>
  uploadStatus(context.locals.session, query.uploadId),
);
