import { endpoint, sessionOf } from '@lib/platform/index.server';
import { finalizeFailedSchema } from '@lib/orders';
import { finalizeFailed } from '@lib/orders/index.server';

/** POST finalise order as failed: gives up a pending payment of the session's order (idempotent). */
export const POST = endpoint({ body: finalizeFailedSchema }, async (context, { body }) =>
  finalizeFailed(body.OrderNumber, sessionOf(context)),
);
