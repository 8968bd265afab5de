import { env } from '@lib/platform/config/env.server';
import { DomainError } from '@lib/platform/errors/domain-error';
import { endpoint } from '@lib/platform/http/api.server';
import { moveDemand } from '@lib/programmes/reborn/consignment.server';
import { devMoveSchema } from '@lib/programmes/reborn/schema';

/** POST: the consignment team's move on an application (development page only; answers as unknown otherwise). */
export const POST = endpoint({ body: devMoveSchema }, async (_context, { body }) => {
  if (!env().DEV_OUTBOX) throw new DomainError('E104');
  const row = await moveDemand(body.RebornId, body.Action);
  return { RebornId: row.id, Status: row.status };
});
