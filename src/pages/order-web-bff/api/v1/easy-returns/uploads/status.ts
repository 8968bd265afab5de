import { endpoint } from '@lib/platform/index.server';
import { uploadStatusQuerySchema } from '@lib/orders';
import { uploadStatus } from '@lib/orders/index.server';

/** GET status (uploadId): how many bytes the server has, so a client resumes from there. */
export const GET = endpoint({ query: uploadStatusQuerySchema }, async (context, { query }) =>
  uploadStatus(context.locals.session, query.uploadId),
);
