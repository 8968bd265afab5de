import { customerIdOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { ownDemand } from '@lib/reborn/demands.server';
import { rebornIdSchema } from '@lib/reborn/schema';
import { demandView } from '@lib/reborn/views.server';

/** GET application detail (rebornId): the member's own; another's answers as a missing one. */
export const GET = endpoint({ query: rebornIdSchema }, async (context, { query }) =>
  demandView(await ownDemand(customerIdOf(context), query.rebornId), context.locals.t),
);
