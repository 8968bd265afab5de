import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';
import { finalizeFailedSchema } from '@lib/orders/records/schema';
import { finalizeFailed } from '@lib/orders/placing/three-d-return.server';

/** POST finalise order as failed: gives up a pending payment of the session's order (idempotent). */
export const POST = endpoint({ body: finalizeFailedSchema }, async (context, { body }) =>
  finalizeFailed(body.OrderNumber, sessionOf(context)),
);
