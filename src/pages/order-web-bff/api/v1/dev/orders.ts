import { env, endpoint } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { runDevAction } from '@lib/orders/index.server';
import { devActionSchema } from '@lib/orders';

/** POST: moves an order on at once (development page only; answers as unknown otherwise). */
export const POST = endpoint({ body: devActionSchema }, async (_context, { body }) => {
  if (!env().DEV_OUTBOX) throw new DomainError('E104');
  return { Moved: await runDevAction(body.OrderId, body.Action) };
});
