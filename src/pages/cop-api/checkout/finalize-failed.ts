import { endpoint } from '@lib/http/api.server';
import { sessionOf } from '@lib/http/caller.server';
import { finalizeFailedSchema } from '@lib/orders/schema';
import { finalizeFailed } from '@lib/orders/threed.server';

/** POST finalise order as failed: gives up a pending payment of the session's order (idempotent). */
export const POST = endpoint({ body: finalizeFailedSchema }, async (context, { body }) =>
  finalizeFailed(body.OrderNumber, sessionOf(context)),
);
