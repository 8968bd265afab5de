import { env } from '@lib/platform/config/env.server';
import { DomainError } from '@lib/platform/errors/domain-error';
import { runDevAction } from '@lib/orders/fulfilment/dev.server';
import { devActionSchema } from '@lib/orders/fulfilment/schema-dev';
import { endpoint } from '@lib/platform/http/api.server';

/** POST: moves an order on at once (development page only; answers as unknown otherwise). */
export const POST = endpoint({ body: devActionSchema }, async (_context, { body }) => {
  if (!env().DEV_OUTBOX) throw new DomainError('E104');
  return { Moved: await runDevAction(body.OrderId, body.Action) };
});
