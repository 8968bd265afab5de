import { env, endpoint } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { moveDemand } from '@lib/programmes/index.server';
import { devMoveSchema } from '@lib/programmes';

/** POST: the consignment team's move on an application (development page only; answers as unknown otherwise). */
export const POST = endpoint({ body: devMoveSchema }, async (_context, { body }) => {
  if (!env().DEV_OUTBOX) throw new DomainError('E104');
  const row = await moveDemand(body.RebornId, body.Action);
  return { RebornId: row.id, Status: row.status };
});
